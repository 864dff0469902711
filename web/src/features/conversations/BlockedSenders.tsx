import { Button, Collapsible, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { CHANNEL_LABELS, ChannelValue } from '@pmp/shared';
import { ChevronDown, ShieldBan } from 'lucide-react';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/toaster';
import { useBlockedSenders } from './useTriageQueue';

/**
 * The senders blocked as spam, below the queue: who, from which channel, by whom and when, and
 * Unblock when `canUnblock` (their next message waits for triage again). Hidden while there are none.
 */
export function BlockedSenders({ canUnblock }: { canUnblock: boolean }) {
  const { blocked, unblock, unblocking } = useBlockedSenders();
  if (blocked.length === 0) return null;
  const lift = async (id: string, address: string) => {
    try {
      await unblock(id);
      showSuccess(`${address} is no longer blocked`);
    } catch (error) {
      showError('Failed to unblock', errorMessage(error));
    }
  };
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button variant="ghost" size="sm" color="fg.muted">
          <ShieldBan size={14} /> Blocked senders ({blocked.length}) <ChevronDown size={14} />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="2" mt="2" role="list" aria-label="Blocked senders">
          {blocked.map((sender) => (
            <Flex
              key={sender.id}
              role="listitem"
              justify="space-between"
              align="center"
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              bg="white"
              p="3"
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" truncate>
                  {sender.address}
                </Text>
                <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
                  <Text>{CHANNEL_LABELS[ChannelValue[sender.channel]]}</Text>
                  <Text>
                    Blocked {formatDateTime(sender.createdAt)}
                    {sender.createdByName ? ` by ${sender.createdByName}` : ''}
                  </Text>
                  {sender.note ? <Text>· {sender.note}</Text> : null}
                </HStack>
              </Stack>
              {canUnblock ? (
                <Button size="xs" variant="outline" loading={unblocking} onClick={() => void lift(sender.id, sender.address)}>
                  Unblock
                </Button>
              ) : null}
            </Flex>
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
