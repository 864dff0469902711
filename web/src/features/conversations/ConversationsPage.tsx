import { Badge, Tabs } from '@chakra-ui/react';
import { PageHeader } from '../../lib/PageHeader';
import { useAddressState } from '../../lib/useAddressState';
import ConversationsPanel from './ConversationsPanel';
import TriageQueue from './TriageQueue';
import { useConversationListLive } from './useConversationEvents';
import { useConversationCounts } from './useConversations';

type Tab = 'conversations' | 'triage';
const ADDRESS_KEYS = ['tab'] as const;

/** Conversations and the Triage Queue, one tab each; the open tab is in the address (`?tab=triage`). */
export default function ConversationsPage() {
  const { totalCount, activeCount, refetch } = useConversationCounts();
  useConversationListLive(refetch);
  const address = useAddressState(ADDRESS_KEYS);
  const tab: Tab = address.applied.tab === 'triage' ? 'triage' : 'conversations';
  const selectTab = (next: string) => address.set({ tab: next === 'triage' ? 'triage' : null });

  return (
    <>
      <PageHeader
        title="Conversations"
        actions={
          <Badge colorPalette="blue" variant="subtle" size="lg">
            {activeCount} active conversations
          </Badge>
        }
      />
      <Tabs.Root value={tab} onValueChange={(e) => selectTab(e.value)} lazyMount unmountOnExit variant="line">
        <Tabs.List mb="4">
          <Tabs.Trigger value="conversations">Conversations ({totalCount})</Tabs.Trigger>
          <Tabs.Trigger value="triage">Triage Queue</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="conversations">
          <ConversationsPanel />
        </Tabs.Content>
        <Tabs.Content value="triage">
          <TriageQueue />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
