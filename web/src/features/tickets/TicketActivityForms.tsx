import { Button, Field, Flex, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { ActivityType } from '../../gql/graphql';
import { formatDateTimeWithYear } from '../../lib/dates';
import { useConfirmDiscard, useDiscardConfirmation, useDiscardGuard } from '../../lib/DiscardChanges';
import { errorMessage } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/toaster';
import { draftKey, useDraft } from '../../lib/useDraft';
import { useReturnFocus } from '../../lib/useReturnFocus';
import { CONVERSATION_LIMITS, TICKET_LIMITS } from '@pmp/shared';
import { SendBlocked } from '../../lib/SendBlocked';
import { useAuth } from '../auth/useAuth';
import { sendWithToasts, useChannelState, useSendTicketEmail } from '../conversations/useConversations';
import { useContactOptions } from './useTicketLookups';
import { useAddTicketActivity } from './useTickets';

interface FormProps {
  ticketId: string;
  onDone: () => void;
  /** The button that opens the form: the focus goes back to it when the form closes. */
  opener?: RefObject<HTMLElement | null>;
}

function useRecord(ticketId: string, onDone: () => void) {
  const { addActivity, loading } = useAddTicketActivity();
  const record = async (type: ActivityType, content: string, contactId?: string) => {
    try {
      await addActivity({ ticketId, type, content, contactId: contactId || null });
      showSuccess('Activity added successfully');
      onDone();
    } catch (error) {
      showError('Failed to add activity', errorMessage(error));
    }
  };
  return { record, saving: loading };
}

/** A ticket's unsent note or e-mail is a draft of the signed-in user, kept until it is sent or discarded. */
function useActivityDraftKey(ticketId: string, field: 'note' | 'email-subject' | 'email-body') {
  return draftKey(useAuth().user?.id, 'ticket', ticketId, field);
}

/** The inline form that had a draft when the ticket was left, to open it again with it. */
export function useActivityDraftForm(ticketId: string): 'note' | 'email' | null {
  const [note] = useDraft(useActivityDraftKey(ticketId, 'note'));
  const [subject] = useDraft(useActivityDraftKey(ticketId, 'email-subject'));
  const [body] = useDraft(useActivityDraftKey(ticketId, 'email-body'));
  return note.trim() ? 'note' : subject.trim() || body.trim() ? 'email' : null;
}

/** Cancel on a form with a draft: asks "Discard changes?" while something is typed, then drops the draft. */
function discardDraft(ask: (discard: () => void) => void, texts: string[], clears: (() => void)[], done: () => void) {
  const discard = () => {
    clears.forEach((clear) => clear());
    done();
  };
  if (texts.some((text) => text.trim())) ask(discard);
  else discard();
}

/** An inline activity form with its Cancel and save buttons; save is disabled while invalid or saving. */
function InlineForm({
  label,
  submitLabel,
  canSubmit,
  saving,
  savingLabel = 'Saving...',
  onSubmit,
  onCancel,
  opener,
  children,
}: {
  label: string;
  submitLabel: string;
  canSubmit: boolean;
  saving: boolean;
  savingLabel?: string;
  onSubmit: () => void;
  onCancel: () => void;
  opener?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  useReturnFocus(true, opener);
  return (
    <Stack
      as="form"
      aria-label={label}
      gap="3"
      p="4"
      borderWidth="1px"
      borderColor="blue.200"
      bg="blue.50/40"
      borderRadius="md"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (canSubmit && !saving) onSubmit();
      }}
    >
      {children}
      <Flex gap="2" justify="flex-end">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" type="submit" colorPalette="blue" disabled={!canSubmit || saving}>
          {saving ? savingLabel : submitLabel}
        </Button>
      </Flex>
    </Stack>
  );
}

/** Note: non-empty trimmed content. */
export function NoteForm({ ticketId, onDone, opener }: FormProps) {
  const [content, setContent, clearContent] = useDraft(useActivityDraftKey(ticketId, 'note'));
  const { record, saving } = useRecord(ticketId, () => {
    clearContent();
    onDone();
  });
  const valid = content.trim().length > 0;
  const discard = useDiscardConfirmation();
  return (
    <InlineForm
      label="Add Note"
      opener={opener}
      onSubmit={() => void record('NOTE', content.trim())}
      submitLabel="Save Note"
      canSubmit={valid}
      saving={saving}
      onCancel={() => discardDraft(discard.ask, [content], [clearContent], onDone)}
    >
      {discard.element}
      <Field.Root>
        <Field.Label>Note</Field.Label>
        <Textarea
          autoFocus
          rows={3}
          maxLength={TICKET_LIMITS.activityContent}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          placeholder="Internal note for the team"
          bg="white"
        />
      </Field.Root>
    </InlineForm>
  );
}

/** Recorded call: a contact and a non-empty summary; save is disabled otherwise. */
export function CallForm({ ticketId, onDone, opener, requester }: FormProps & { requester: { id: string; name: string } }) {
  const [contactId, setContactId] = useState(requester.id);
  const [summary, setSummary] = useState('');
  const { contacts } = useContactOptions('');
  const { record, saving } = useRecord(ticketId, onDone);
  const choices = [requester, ...contacts.filter((c) => c.id !== requester.id)];
  const contact = choices.find((c) => c.id === contactId);
  const valid = Boolean(contact) && summary.trim().length > 0;
  const hasChanges = summary.trim().length > 0;
  useDiscardGuard(hasChanges);
  const confirmDiscard = useConfirmDiscard();
  const submit = () => {
    if (!contact) return;
    const when = formatDateTimeWithYear(new Date());
    void record('CALL', `Call with ${contact.name} on ${when}: ${summary.trim()}`, contact.id);
  };
  return (
    <InlineForm
      label="Record Call"
      opener={opener}
      onSubmit={submit}
      submitLabel="Save Call"
      canSubmit={valid}
      saving={saving}
      onCancel={() => confirmDiscard(onDone)}
    >
      <Field.Root>
        <Field.Label>Contact</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label="Contact" value={contactId} onChange={(e) => setContactId(e.currentTarget.value)} bg="white">
            <option value="">Select contact</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>Discussion summary</Field.Label>
        <Textarea
          rows={3}
          maxLength={TICKET_LIMITS.activityContent - 200}
          value={summary}
          onChange={(e) => setSummary(e.currentTarget.value)}
          placeholder="What was discussed and agreed"
          bg="white"
        />
      </Field.Root>
    </InlineForm>
  );
}

/**
 * Send Email from a ticket: subject and body to the requester. It leaves through the user's mail
 * route (connected account or the system server) and is recorded in the feed, linked to the
 * ticket's e-mail conversation, where its state shows (a failed one with the reason and Retry).
 * When the user's mail cannot leave, the form says why before anything is typed and offers no send.
 */
export function EmailForm({ ticketId, onDone, opener, recipient }: FormProps & { recipient: string }) {
  const [subject, setSubject, clearSubject] = useDraft(useActivityDraftKey(ticketId, 'email-subject'));
  const [body, setBody, clearBody] = useDraft(useActivityDraftKey(ticketId, 'email-body'));
  const discard = useDiscardConfirmation();
  const { sendTicketEmail, sending } = useSendTicketEmail();
  const email = useChannelState('EMAIL');
  const valid = email.canSend && subject.trim().length > 0 && body.trim().length > 0;
  const send = async () => {
    if (await sendWithToasts('email', () => sendTicketEmail(ticketId, subject.trim(), body.trim()))) {
      clearSubject();
      clearBody();
      onDone();
    }
  };
  if (email.known && !email.canSend) {
    return (
      <Stack aria-label="Send Email" role="group" gap="3" p="4" borderWidth="1px" borderColor="blue.200" bg="blue.50/40" borderRadius="md">
        <SendBlocked reason={email.reason ?? ''} settingsLink={email.fixInSettings} />
        <Flex justify="flex-end">
          <Button size="sm" variant="ghost" onClick={onDone}>
            Close
          </Button>
        </Flex>
      </Stack>
    );
  }
  return (
    <InlineForm
      label="Send Email"
      opener={opener}
      onSubmit={() => void send()}
      submitLabel="Send Email"
      canSubmit={valid}
      saving={sending}
      savingLabel="Sending..."
      onCancel={() => discardDraft(discard.ask, [subject, body], [clearSubject, clearBody], onDone)}
    >
      {discard.element}
      <Field.Root>
        <Field.Label>To</Field.Label>
        <Input size="sm" value={recipient} readOnly bg="gray.50" />
      </Field.Root>
      <Field.Root>
        <Field.Label>Subject</Field.Label>
        <Input
          size="sm"
          value={subject}
          maxLength={CONVERSATION_LIMITS.emailSubject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          bg="white"
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>Message</Field.Label>
        <Textarea
          rows={5}
          value={body}
          maxLength={CONVERSATION_LIMITS.messageBody}
          onChange={(e) => setBody(e.currentTarget.value)}
          bg="white"
        />
      </Field.Root>
    </InlineForm>
  );
}
