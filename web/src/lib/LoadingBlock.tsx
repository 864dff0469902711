import { Center, Spinner } from '@chakra-ui/react';

/** A spinner in the place of content still loading, named for screen readers. */
export function LoadingBlock({ label = 'Loading', py = '10' }: { label?: string; py?: string }) {
  return (
    <Center py={py} role="status" aria-label={label}>
      <Spinner size="md" color="blue.600" />
    </Center>
  );
}
