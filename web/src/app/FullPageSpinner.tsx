import { Center, Spinner } from '@chakra-ui/react';
import { LoadingBlock } from '../lib/LoadingBlock';

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="100vh" role="status" aria-label={label}>
      <Spinner size="lg" color="blue.600" />
    </Center>
  );
}

export function ContentSpinner({ label = 'Loading' }: { label?: string }) {
  return <LoadingBlock label={label} py="24" />;
}
