import { Button, HStack } from '@chakra-ui/react';

interface FormActionsProps {
  submitLabel: string;
  onCancel: () => void;
  /** While the form saves: Cancel is disabled and the submit button spins. */
  submitting: boolean;
}

/** The knowledge admin forms' buttons, at the end of the form: Cancel, then the submit button. */
export function FormActions({ submitLabel, onCancel, submitting }: FormActionsProps) {
  return (
    <HStack justify="flex-end" gap="2">
      <Button variant="outline" size="sm" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" size="sm" colorPalette="blue" loading={submitting}>
        {submitLabel}
      </Button>
    </HStack>
  );
}
