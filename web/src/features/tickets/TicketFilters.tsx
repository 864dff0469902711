import { FilterCard, FilterSelect, SearchField } from '../../lib/FilterFields';
import { CATEGORIES, CATEGORY_LABELS } from '../../lib/categories';
import { PRIORITIES, PRIORITY_LABELS, STATUSES, STATUS_LABELS } from './ticketLabels';

export interface TicketFilterValues {
  search: string;
  status: string;
  priority: string;
  category: string;
  assignment: string;
}

interface TicketFiltersProps {
  /** What the controls show (the search as typed). */
  values: TicketFilterValues;
  onChange: (values: Partial<TicketFilterValues>) => void;
  /** Enter in the search box: search now, without waiting for the pause. */
  onSearchNow: () => void;
  /** Users to filter by assignee (id and display name). */
  users?: ReadonlyArray<{ id: string; name: string }>;
  /** The board shows every status, so its status filter is hidden. */
  hideStatus?: boolean;
}

/** The tickets filter card: search plus status, priority, category and assignment. */
export function TicketFilters({ values, onChange, onSearchNow, users = [], hideStatus }: TicketFiltersProps) {
  return (
    <FilterCard mb="4">
      <SearchField
        flex="2"
        minW="64"
        value={values.search}
        onChange={(search) => onChange({ search })}
        onEnter={onSearchNow}
        ariaLabel="Search tickets"
        placeholder="Search by title, description or number..."
      />
      {hideStatus ? null : (
        <FilterSelect flex="1" minW="40" label="Status" value={values.status} onChange={(status) => onChange({ status })}>
          <option value="">All Statuses</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </FilterSelect>
      )}
      <FilterSelect flex="1" minW="40" label="Priority" value={values.priority} onChange={(priority) => onChange({ priority })}>
        <option value="">All Priorities</option>
        {PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {PRIORITY_LABELS[p]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect flex="1" minW="40" label="Category" value={values.category} onChange={(category) => onChange({ category })}>
        <option value="">All Categories</option>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {CATEGORY_LABELS[c]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect flex="1" minW="40" label="Assignment" value={values.assignment} onChange={(assignment) => onChange({ assignment })}>
        <option value="">All Tickets</option>
        <option value="me">Assigned to Me</option>
        <option value="unassigned">Unassigned</option>
        {users.map((u) => (
          <option key={u.id} value={u.id}>
            {u.name}
          </option>
        ))}
      </FilterSelect>
    </FilterCard>
  );
}
