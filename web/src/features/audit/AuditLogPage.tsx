import { Box, Button, Card, Table, Text } from '@chakra-ui/react';
import { AUDIT_ACTION_LABELS, AuditAction as StoredAction } from '@pmp/shared';
import { Download } from 'lucide-react';
import type { AuditAction, AuditEventsQuery } from '../../gql/graphql';
import { formatDateTimeWithYear } from '../../lib/dates';
import { FilterCard, FilterDate, FilterSelect } from '../../lib/FilterFields';
import { errorMessage } from '../../lib/errors';
import { ListFooter } from '../../lib/ListFooter';
import { PageHeader } from '../../lib/PageHeader';
import { TableMessageRow } from '../../lib/people/TableStates';
import { useAddressState } from '../../lib/useAddressState';
import { useTeamMembers } from '../team/useTeam';
import { auditCsvHref, useAuditLog } from './useAuditLog';

type AuditEvent = AuditEventsQuery['auditEvents']['nodes'][number];

const ADDRESS_KEYS = ['person', 'action', 'from', 'to', 'offset'] as const;
const ACTIONS = Object.keys(StoredAction) as AuditAction[];

const actionLabel = (action: AuditAction) => AUDIT_ACTION_LABELS[StoredAction[action]];

function Changes({ event }: { event: AuditEvent }) {
  if (event.changes.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Box as="ul" listStyleType="none" fontSize="sm">
      {event.changes.map((change) => (
        <li key={change.field}>
          <Text as="span" fontWeight="medium">
            {change.field}
          </Text>
          {': '}
          {change.before !== null ? (
            <>
              <Text as="span" color="fg.muted" textDecoration="line-through">
                {change.before}
              </Text>
              {' → '}
            </>
          ) : null}
          {change.after ?? (
            <Text as="span" color="fg.muted">
              (none)
            </Text>
          )}
        </li>
      ))}
    </Box>
  );
}

/** Settings → Audit log (admins): who did what, when and from where; filtered, paged, and downloadable as CSV. */
export default function AuditLogPage() {
  const address = useAddressState(ADDRESS_KEYS, { page: 'offset' });
  const { person, action, from, to } = address.applied;
  const offset = Math.max(0, Number.parseInt(address.applied.offset || '0', 10) || 0);
  const filters = { person, action, from, to, offset };
  const { events, totalCount, loading, loaded, error } = useAuditLog(filters);
  const { members } = useTeamMembers();

  return (
    <>
      <PageHeader
        title="Audit log"
        actions={
          <Button asChild variant="outline">
            <a href={auditCsvHref(filters)} download>
              <Download size={16} aria-hidden />
              Download CSV
            </a>
          </Button>
        }
      />
      <Text color="fg.muted" mb="4" maxW="3xl">
        Sign-ins, role changes, deactivations, published articles, matrix changes and downloads, with who did them and from which address.
        Nothing here can be changed; events are kept for 12 months.
      </Text>
      <FilterCard mb="4">
        <FilterSelect label="Person" width="56" value={person} onChange={(value) => address.set({ person: value })}>
          <option value="">Everyone</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Action" width="56" value={action} onChange={(value) => address.set({ action: value })}>
          <option value="">All actions</option>
          {ACTIONS.map((value) => (
            <option key={value} value={value}>
              {actionLabel(value)}
            </option>
          ))}
        </FilterSelect>
        <FilterDate label="From" width="44" value={from} max={to} onChange={(value) => address.set({ from: value })} />
        <FilterDate label="To" width="44" value={to} min={from} onChange={(value) => address.set({ to: value })} />
      </FilterCard>
      <Card.Root variant="outline" bg="white">
        <Card.Body p="0">
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Audit log">
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader>Time</Table.ColumnHeader>
                  <Table.ColumnHeader>Person</Table.ColumnHeader>
                  <Table.ColumnHeader>Action</Table.ColumnHeader>
                  <Table.ColumnHeader>Target</Table.ColumnHeader>
                  <Table.ColumnHeader>Changes</Table.ColumnHeader>
                  <Table.ColumnHeader>Address</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {events.length === 0 ? (
                  <TableMessageRow
                    colSpan={6}
                    loading={loading && !loaded}
                    error={error ? errorMessage(error) : undefined}
                    empty={person || action || from || to ? 'Nothing matches these filters' : 'Nothing recorded yet'}
                  />
                ) : (
                  events.map((event) => (
                    <Table.Row key={event.id}>
                      <Table.Cell whiteSpace="nowrap">{formatDateTimeWithYear(event.at)}</Table.Cell>
                      <Table.Cell>{event.actorName ?? <Text color="fg.muted">Unknown</Text>}</Table.Cell>
                      <Table.Cell>{actionLabel(event.action)}</Table.Cell>
                      <Table.Cell>{event.targetLabel ?? '—'}</Table.Cell>
                      <Table.Cell>
                        <Changes event={event} />
                      </Table.Cell>
                      <Table.Cell fontFamily="mono" fontSize="xs">
                        {event.ip ?? '—'}
                      </Table.Cell>
                    </Table.Row>
                  ))
                )}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Card.Body>
      </Card.Root>
      <ListFooter
        shown={events.length}
        total={totalCount}
        offset={offset}
        noun={events.length === 1 ? 'event' : 'events'}
        onOffsetChange={(next) => address.set({ offset: next ? String(next) : null })}
        loading={loading}
      />
    </>
  );
}
