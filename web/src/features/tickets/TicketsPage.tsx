import { Button, ButtonGroup } from '@chakra-ui/react';
import { Kanban, List, Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../lib/PageHeader';
import { paths } from '../../lib/paths';
import { useUpdateSearchParams } from '../../lib/useUpdateSearchParams';
import type { Category, TicketFilter, TicketPriority, TicketStatus } from '../../gql/graphql';
import { NewTicketDialog } from './NewTicketDialog';
import { TicketBoard } from './TicketBoard';
import { TicketDetailDialog } from './TicketDetailDialog';
import { TicketFilters, type TicketFilterValues } from './TicketFilters';
import { TicketList } from './TicketList';
import { CATEGORIES, PRIORITIES, STATUSES } from './ticketLabels';
import { useUserOptions } from './useTicketLookups';

const FILTER_KEYS = ['search', 'status', 'priority', 'category', 'assignment'] as const;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
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
  const { users } = useUserOptions();
  const view = params.get('view') === 'board' ? 'board' : 'list';
  const offset = Math.max(0, Number.parseInt(params.get('offset') ?? '0', 10) || 0);
  const openTicketId = params.get('ticket');
  const creating = pathname === paths.newTicket;

  const values: TicketFilterValues = {
    search: params.get('search') ?? '',
    status: params.get('status') ?? '',
    priority: params.get('priority') ?? '',
    category: params.get('category') ?? '',
    assignment: params.get('assignment') ?? '',
  };
  const filterKey = FILTER_KEYS.map((k) => params.get(k) ?? '').join('|');
  const filter = useMemo<TicketFilter>(() => {
    const [search, status, priority, category, assignment] = filterKey.split('|');
    return {
      search: search?.trim() || undefined,
      status: oneOf<TicketStatus>(status ?? null, STATUSES),
      priority: oneOf<TicketPriority>(priority ?? null, PRIORITIES),
      category: oneOf<Category>(category ?? null, CATEGORIES),
      assignment: assignment || undefined,
    };
  }, [filterKey]);

  const update = useUpdateSearchParams();

  const onFilterChange = useCallback(
    // A new filter starts again at the first page.
    (changes: Partial<TicketFilterValues>) => update({ ...changes, offset: null }, { replace: 'search' in changes }),
    [update],
  );
  const openTicket = useCallback((id: string) => update({ ticket: id }), [update]);
  const closeTicket = useCallback(() => update({ ticket: null }), [update]);

  return (
    <>
      <PageHeader
        title="Support Tickets"
        actions={
          <>
            <ButtonGroup size="sm" variant="outline" attached>
              <Button aria-pressed={view === 'list'} variant={view === 'list' ? 'solid' : 'outline'} onClick={() => update({ view: null })}>
                <List /> List
              </Button>
              <Button
                aria-pressed={view === 'board'}
                variant={view === 'board' ? 'solid' : 'outline'}
                onClick={() => update({ view: 'board' })}
              >
                <Kanban /> Kanban
              </Button>
            </ButtonGroup>
            <Button size="sm" colorPalette="blue" onClick={() => navigate(paths.newTicket)}>
              <Plus /> New Ticket
            </Button>
          </>
        }
      />
      <TicketFilters values={values} onChange={onFilterChange} users={users} hideStatus={view === 'board'} />
      {view === 'board' ? (
        <TicketBoard filter={filter} onOpen={openTicket} />
      ) : (
        <TicketList filter={filter} offset={offset} onOffsetChange={(o) => update({ offset: o ? String(o) : null })} onOpen={openTicket} />
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
