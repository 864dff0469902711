import { Box, Card, Spinner, Table, Text } from '@chakra-ui/react';
import { displayName } from '@pmp/shared';
import type { TicketFilter } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { ListFooter } from '../../lib/ListFooter';
import { PriorityBadge, SlaBadge, StatusBadge } from './TicketBadges';
import { CATEGORY_LABELS } from '../../lib/categories';
import { useTicketList } from './useTickets';
import { useTicketChanges } from './useTicketLive';

interface TicketListProps {
  filter: TicketFilter;
  offset: number;
  onOffsetChange: (offset: number) => void;
  onOpen: (ticketId: string) => void;
}

/** The ticket table, newest first, one page at a time. */
export function TicketList({ filter, offset, onOffsetChange, onOpen }: TicketListProps) {
  const { tickets, total, totalCapped, loading, error, loaded, refetch } = useTicketList(filter, offset);
  // Changes by other agents show at once (the page is read again).
  useTicketChanges(null, refetch);
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Body p="0">
        <Box overflowX="auto">
          <Table.Root size="sm" interactive aria-label="Tickets">
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader w="24">Number</Table.ColumnHeader>
                <Table.ColumnHeader minW="64">Title</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Priority</Table.ColumnHeader>
                <Table.ColumnHeader>Category</Table.ColumnHeader>
                <Table.ColumnHeader>Assignee</Table.ColumnHeader>
                <Table.ColumnHeader>Created</Table.ColumnHeader>
                <Table.ColumnHeader>SLA</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {tickets.map((ticket) => (
                <Table.Row
                  key={ticket.id}
                  cursor="pointer"
                  tabIndex={0}
                  aria-label={`Ticket #${ticket.number}: ${ticket.title}`}
                  onClick={() => onOpen(ticket.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      onOpen(ticket.id);
                    }
                  }}
                >
                  <Table.Cell fontFamily="mono" color="gray.600">
                    #{ticket.number}
                  </Table.Cell>
                  <Table.Cell>
                    <Text fontWeight="medium" lineClamp={1}>
                      {ticket.title}
                    </Text>
                    <Text fontSize="xs" color="gray.500" lineClamp={1}>
                      {ticket.client.companyName}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={ticket.status} />
                  </Table.Cell>
                  <Table.Cell>
                    <PriorityBadge priority={ticket.priority} />
                  </Table.Cell>
                  <Table.Cell>{CATEGORY_LABELS[ticket.category]}</Table.Cell>
                  <Table.Cell color={ticket.assignee ? undefined : 'gray.500'}>
                    {ticket.assignee ? displayName(ticket.assignee) : 'Unassigned'}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(ticket.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <SlaBadge state={ticket.slaState} pausedAt={ticket.slaPausedAt} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        {!loaded && loading ? (
          <Box py="10" textAlign="center">
            <Spinner size="sm" mr="2" /> Loading tickets...
          </Box>
        ) : null}
        {error && !loaded ? (
          <Text py="10" textAlign="center" color="red.600">
            {errorMessage(error)}
          </Text>
        ) : null}
        {loaded && tickets.length === 0 ? (
          <Text py="10" textAlign="center" color="gray.500">
            No tickets found
          </Text>
        ) : null}
        <Box px="4" pb="4">
          {totalCapped ? (
            <Text fontSize="sm" color="gray.600" pt="3">
              More than {total.toLocaleString('en-GB')} tickets match this search: page on, or add words or filters to narrow it down.
            </Text>
          ) : null}
          <ListFooter
            shown={tickets.length}
            total={total}
            totalCapped={totalCapped}
            offset={offset}
            noun="tickets"
            onOffsetChange={onOffsetChange}
            loading={loading}
          />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
