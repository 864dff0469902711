import { Button, ButtonGroup } from '@chakra-ui/react';
import { Kanban, List, Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useAddressState } from '../../lib/useAddressState';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../lib/PageHeader';
import { paths } from '../../lib/paths';
import { useUpdateSearchParams } from '../../lib/useUpdateSearchParams';
import type { Category, TicketFilter, TicketPriority, TicketStatus } from '../../gql/graphql';
import { NewTicketDialog } from './NewTicketDialog';
import { TicketBoard } from './TicketBoard';
import { TicketDetailDialog } from './TicketDetailDialog';
import { TicketFilters } from './TicketFilters';
import { TicketList } from './TicketList';
import { CATEGORIES } from '../../lib/categories';
import { PRIORITIES, STATUSES } from './ticketLabels';
import { useUserOptions } from './useTicketLookups';
import { useCan } from '../auth/useCan';

const ADDRESS_KEYS = ['search', 'status', 'priority', 'category', 'assignment', 'view', 'offset'] as const;

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * Support Tickets. Filters, view, page and the open ticket live in the address, so a
 * search from the top bar, a link to a ticket and the browser's back button all work.
 */
export default function TicketsPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canWork = useCan('work');
  const { users } = useUserOptions();
  const address = useAddressState(ADDRESS_KEYS, { debounced: ['search'], page: 'offset' });
  const { applied, set: setAddress } = address;
  const view = applied.view === 'board' ? 'board' : 'list';
  const offset = Math.max(0, Number.parseInt(applied.offset || '0', 10) || 0);
  const openTicketId = params.get('ticket');
  // /tickets/new opens the form for a role that may create tickets; others see the list.
  const creating = pathname === paths.newTicket && canWork;

  const { search, status, priority, category, assignment } = applied;
  const filter = useMemo<TicketFilter>(
    () => ({
      search: search || undefined,
      status: oneOf<TicketStatus>(status, STATUSES),
      priority: oneOf<TicketPriority>(priority, PRIORITIES),
      category: oneOf<Category>(category, CATEGORIES),
      assignment: assignment || undefined,
    }),
    [search, status, priority, category, assignment],
  );

  const update = useUpdateSearchParams();
  const openTicket = useCallback((id: string) => update({ ticket: id }), [update]);
  const closeTicket = useCallback(() => update({ ticket: null }), [update]);

  return (
    <>
      <PageHeader
        title="Support Tickets"
        actions={
          <>
            <ButtonGroup size="sm" variant="outline" attached>
              <Button
                aria-pressed={view === 'list'}
                variant={view === 'list' ? 'solid' : 'outline'}
                onClick={() => setAddress({ view: null, offset: applied.offset })}
              >
                <List /> List
              </Button>
              <Button
                aria-pressed={view === 'board'}
                variant={view === 'board' ? 'solid' : 'outline'}
                onClick={() => setAddress({ view: 'board', offset: applied.offset })}
              >
                <Kanban /> Kanban
              </Button>
            </ButtonGroup>
            {canWork ? (
              <Button size="sm" colorPalette="blue" onClick={() => navigate(paths.newTicket)}>
                <Plus /> New Ticket
              </Button>
            ) : null}
          </>
        }
      />
      <TicketFilters
        values={address.values}
        onChange={setAddress}
        onSearchNow={address.flush}
        users={users}
        hideStatus={view === 'board'}
      />
      {view === 'board' ? (
        <TicketBoard filter={filter} onOpen={openTicket} />
      ) : (
        <TicketList
          filter={filter}
          offset={offset}
          onOffsetChange={(o) => setAddress({ offset: o ? String(o) : null })}
          onOpen={openTicket}
        />
      )}
      {creating ? (
        <NewTicketDialog
          link={{
            fromSession: params.get('fromSession'),
            articleId: params.get('articleId'),
            source: params.get('source'),
          }}
          onClose={() => navigate(paths.tickets)}
        />
      ) : null}
      {openTicketId ? <TicketDetailDialog ticketId={openTicketId} onClose={closeTicket} /> : null}
    </>
  );
}
