import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../lib/paths';

export default function NotFoundPage() {
  return (
    <Stack align="center" textAlign="center" gap="4" py="24">
      <Heading as="h1" size="2xl" fontWeight="semibold">
        404 Page Not Found
      </Heading>
      <Text color="gray.600" maxW="md">
        The page you are looking for does not exist or has moved. Check the address, or head back to the dashboard.
      </Text>
      <Button asChild colorPalette="blue" variant="outline">
        <RouterLink to={paths.dashboard}>Back to Dashboard</RouterLink>
      </Button>
    </Stack>
  );
}
