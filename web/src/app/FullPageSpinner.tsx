import { Center, Spinner } from '@chakra-ui/react';

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="100vh" role="status" aria-label={label}>
      <Spinner size="lg" color="blue.600" />
    </Center>
  );
}

export function ContentSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="24" role="status" aria-label={label}>
      <Spinner size="md" color="blue.600" />
    </Center>
  );
}
