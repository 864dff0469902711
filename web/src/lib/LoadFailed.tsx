import { Alert, Button } from '@chakra-ui/react';
import { errorMessage } from './errors';

/** A screen or section that could not be read: what failed, why, and Try again. */
export function LoadFailed({ title, error, onRetry, maxW }: { title: string; error: unknown; onRetry: () => unknown; maxW?: string }) {
  return (
    <Alert.Root status="error" variant="subtle" maxW={maxW}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessage(error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={() => void onRetry()}>
        Try again
      </Button>
    </Alert.Root>
  );
}
