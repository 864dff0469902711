import { Box, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { CONVERSATION_LIMITS, CONVERSATION_TOASTS } from '@pmp/shared';
import { useState } from 'react';
import { FormDialog } from '../../lib/FormDialog';
import { SendBlocked } from '../../lib/SendBlocked';
import { showError } from '../../lib/toaster';
import { useAuth } from '../auth/useAuth';
import { sendWithToasts, useChannelState, useComposeEmailSettings, useSendConversationEmail } from './useConversations';

/**
 * Compose Email in an e-mail conversation: To (read-only, the contact's address), Subject and
 * Message, and a preview of the user's signature. Send Email is disabled while subject or message
 * is blank. When the user's e-mail cannot leave (useChannelState), the reason shows instead of the
 * fields and nothing can be sent.
 */
export function ComposeEmailDialog({
  conversationId,
  to,
  defaultSubject,
  onClose,
}: {
  conversationId: string;
  to: string;
  defaultSubject: string;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const { settings } = useComposeEmailSettings(!user);
  const { sendEmail, sending } = useSendConversationEmail();
  const email = useChannelState('EMAIL');
  const [subject, setSubject] = useState(defaultSubject);
  const [message, setMessage] = useState('');
  const canSend = email.canSend && subject.trim().length > 0 && message.trim().length > 0;

  const send = async () => {
    if (!user) {
      showError(CONVERSATION_TOASTS.emailFailed, 'User not authenticated');
      return;
    }
    if (await sendWithToasts('email', () => sendEmail(conversationId, subject.trim(), message.trim()))) onClose();
  };

  return (
    <FormDialog
      title="Compose Email"
      onClose={onClose}
      onSubmit={() => void send()}
      submitLabel="Send Email"
      canSubmit={canSend}
      busy={sending}
      dirty={subject !== defaultSubject || message !== ''}
      size="lg"
    >
      <Stack gap="3">
        {email.known && !email.canSend ? <SendBlocked reason={email.reason ?? ''} settingsLink={email.fixInSettings} /> : null}
        <Field.Root disabled={!email.canSend}>
          <Field.Label>To</Field.Label>
          <Input value={to} readOnly bg="gray.50" />
        </Field.Root>
        <Field.Root disabled={!email.canSend}>
          <Field.Label>Subject</Field.Label>
          <Input value={subject} maxLength={CONVERSATION_LIMITS.emailSubject} onChange={(e) => setSubject(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root disabled={!email.canSend}>
          <Field.Label>Message</Field.Label>
          <Textarea
            rows={8}
            value={message}
            maxLength={CONVERSATION_LIMITS.messageBody}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
        </Field.Root>
        {settings?.emailSignature ? (
          <Box>
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">
              Signature
            </Text>
            {/* Sanitized by the server when it was saved (no script, event handler or javascript: URL). */}
            <Box borderWidth="1px" borderRadius="md" p="3" fontSize="sm" dangerouslySetInnerHTML={{ __html: settings.emailSignature }} />
          </Box>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
