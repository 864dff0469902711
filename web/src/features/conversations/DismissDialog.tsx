import { Checkbox, Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { TRIAGE_DISMISS_LABELS, TRIAGE_LIMITS, TRIAGE_TOASTS, TriageDismissReasonValue, byName } from '@pmp/shared';
import { useState } from 'react';
import type { TriageDismissReason } from '../../gql/graphql';
import { readApolloError } from '../../lib/errors';
import { FormDialog } from '../../lib/FormDialog';
import { showError, showSuccess } from '../../lib/toaster';
import { useDismissTriageMessage, type TriageItem } from './useTriageQueue';

const REASON_LABELS: Record<TriageDismissReason, string> = byName(TriageDismissReasonValue, TRIAGE_DISMISS_LABELS);
const REASON_HINTS: Record<TriageDismissReason, string> = {
  NO_ACTION: 'A thank-you, an answer to nothing, a duplicate: nothing for the desk to do.',
  SPAM: 'Unwanted mail or texts. Blocking keeps what the sender sends later out of the queue (it is still kept).',
};

/**
 * Dismiss a waiting message: no action needed, or spam (which may block the sender), with an
 * optional note; recorded on the message. The conversation closes when nothing else in it waits.
 */
export function DismissDialog({ item, onClose }: { item: TriageItem; onClose: () => void }) {
  const [reason, setReason] = useState<TriageDismissReason>('NO_ACTION');
  const [note, setNote] = useState('');
  const [block, setBlock] = useState(false);
  const { dismiss, dismissing } = useDismissTriageMessage();
  const submit = async () => {
    try {
      const result = await dismiss({
        messageId: item.messageId,
        reason,
        note: note.trim() || null,
        blockSender: reason === 'SPAM' && block,
      });
      if (result?.blockedAddress) showSuccess(TRIAGE_TOASTS.dismissedAndBlocked(result.blockedAddress));
      else showSuccess(TRIAGE_TOASTS.dismissed);
      onClose();
    } catch (failure) {
      showError(TRIAGE_TOASTS.dismissFailed, readApolloError(failure).message);
    }
  };
  return (
    <FormDialog
      title="Dismiss Message"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel="Dismiss"
      canSubmit
      busy={dismissing}
      dirty={reason !== 'NO_ACTION' || note.trim() !== '' || block}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          The message leaves the queue without a ticket; it stays in its conversation.
        </Text>
        <RadioGroup.Root value={reason} onValueChange={(e) => setReason(e.value as TriageDismissReason)} aria-label="Reason">
          <Stack gap="3">
            {(Object.keys(REASON_LABELS) as TriageDismissReason[]).map((value) => (
              <RadioGroup.Item key={value} value={value} alignItems="start">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <Stack gap="0">
                  <RadioGroup.ItemText fontWeight="medium">{REASON_LABELS[value]}</RadioGroup.ItemText>
                  <Text fontSize="xs" color="fg.muted">
                    {REASON_HINTS[value]}
                  </Text>
                </Stack>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {reason === 'SPAM' ? (
          <Checkbox.Root checked={block} onCheckedChange={(e) => setBlock(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Block the sender</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        <Field.Root>
          <Field.Label>Note (optional)</Field.Label>
          <Textarea
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={TRIAGE_LIMITS.dismissNote}
            rows={2}
            placeholder="Why it needs nothing, for whoever looks later"
          />
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
