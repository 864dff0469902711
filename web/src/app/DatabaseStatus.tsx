import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useDatabaseStatus } from '../features/system/useDatabaseStatus';
import { formatDateTime } from '../lib/dates';

/** Sidebar footer: a green dot while the database answers, red otherwise, and when it last did. */
export function DatabaseStatus() {
  const { reachable, lastOkAt } = useDatabaseStatus();
  const label = reachable ? 'Database reachable' : 'Database unreachable';
  return (
    <Stack gap="1" px="3" py="3" borderTopWidth="1px" borderColor="gray.200">
      <HStack gap="2">
        <Box
          as="span"
          role="img"
          aria-label={label}
          title={label}
          data-status={reachable ? 'up' : 'down'}
          boxSize="2"
          borderRadius="full"
          bg={reachable ? 'green.500' : 'red.500'}
          boxShadow={reachable ? '0 0 0 3px var(--chakra-colors-green-100)' : '0 0 0 3px var(--chakra-colors-red-100)'}
        />
        <Text fontSize="sm" fontWeight="medium" color="gray.700">
          Database Status
        </Text>
      </HStack>
      <Text fontSize="xs" color="gray.500">
        {lastOkAt ? `Last good check: ${formatDateTime(lastOkAt)}` : 'Not reached yet'}
      </Text>
    </Stack>
  );
}
