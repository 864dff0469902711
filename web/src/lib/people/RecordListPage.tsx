import { Box, Button, Card, Table, Text, type TableCellProps } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { errorMessage } from '../errors';
import { ListFooter } from '../ListFooter';
import { PageHeader } from '../PageHeader';
import { useLinkedRecord } from '../useRecordParam';
import { SearchCard } from './SearchCard';
import { TableMessageRow } from './TableStates';
import { capitalize, countNoun } from './text';
import { useAddressState } from '../useAddressState';

/** One page of a server-searched list. */
export interface RecordList<T> {
  rows: readonly T[];
  totalCount: number;
  loading: boolean;
  error?: unknown;
  /** The first answer has arrived. */
  loaded: boolean;
}

export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  cellProps?: TableCellProps;
}

/** What the record modal opens to: a new record, or one in view mode (edit starts from there). */
export type RecordDialogState<T> = { mode: 'create' } | { mode: 'view'; record: T };

interface RecordListPageProps<T extends { id: string }> {
  /** The page title, also the table's accessible name: "Contacts". */
  title: string;
  noun: { singular: string; plural: string };
  searchPlaceholder: string;
  columns: readonly RecordColumn<T>[];
  useList: (query: { search: string; offset: number }) => RecordList<T>;
  /** The address parameter naming the record in view (`?contact={id}`) and how to read one by id. */
  param: string;
  useById: (id: string | null) => { record: T | null; error?: unknown };
  /** Whether the signed-in user may add records: the New button shows only then. */
  canCreate: boolean;
  /** The modal; a new one (fresh state) for each record opened. */
  renderDialog: (state: RecordDialogState<T>, onClose: () => void) => ReactNode;
}

const ADDRESS_KEYS = ['search', 'offset'] as const;

/** "—" in grey for a value that is not there. */
export function Muted({ children }: { children: string | null | undefined }) {
  return children ? (
    <>{children}</>
  ) : (
    <Text as="span" color="gray.400">
      —
    </Text>
  );
}

/**
 * The contacts, clients and properties screens (docs/product.md §2): a New button (for a role that
 * may add records), the search
 * card, a table of the columns given, 'Showing N {noun}' with real paging, and the record's modal.
 * The record in view lives in the address (`?{param}={id}`): rows and the top-bar search open it there.
 */
export function RecordListPage<T extends { id: string }>(props: RecordListPageProps<T>) {
  const { title, noun, columns } = props;
  const address = useAddressState(ADDRESS_KEYS, { debounced: ['search'], page: 'offset' });
  const term = address.applied.search;
  const offset = Math.max(0, Number.parseInt(address.applied.offset || '0', 10) || 0);
  const setOffset = (next: number) => address.set({ offset: next ? String(next) : null });
  const setSearch = (search: string) => address.set({ search });
  const { rows, totalCount, loading, error, loaded } = props.useList({ search: term, offset });
  const [creating, setCreating] = useState(false);
  const linked = useLinkedRecord({
    param: props.param,
    rows,
    rowsLoaded: loaded,
    useById: props.useById,
    failedTitle: `Failed to load ${noun.singular}`,
  });
  const dialog: RecordDialogState<T> | null = creating
    ? { mode: 'create' }
    : linked.record
      ? { mode: 'view', record: linked.record }
      : null;

  return (
    <Box>
      <PageHeader
        title={title}
        actions={
          props.canCreate ? (
            <Button colorPalette="blue" onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden />
              {`New ${capitalize(noun.singular)}`}
            </Button>
          ) : null
        }
      />
      <SearchCard
        value={address.values.search}
        onChange={setSearch}
        placeholder={props.searchPlaceholder}
        label={`Search ${noun.plural}`}
      />
      <Card.Root variant="outline" bg="white">
        <Card.Body p="0">
          <Table.ScrollArea>
            <Table.Root size="md" interactive aria-label={title}>
              <Table.Header>
                <Table.Row bg="gray.50">
                  {columns.map((column) => (
                    <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.length === 0 ? (
                  <TableMessageRow
                    colSpan={columns.length}
                    loading={loading && !loaded}
                    error={error ? errorMessage(error) : undefined}
                    empty={term ? `No ${noun.plural} match your search` : `No ${noun.plural} yet`}
                  />
                ) : (
                  rows.map((row) => (
                    <Table.Row
                      key={row.id}
                      cursor="pointer"
                      tabIndex={0}
                      onClick={() => linked.open(row.id)}
                      onKeyDown={(event) => {
                        // Only the row's own keys: a link inside a cell keeps its Enter.
                        if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
                          event.preventDefault();
                          linked.open(row.id);
                        }
                      }}
                    >
                      {columns.map((column) => (
                        <Table.Cell key={column.header} {...column.cellProps}>
                          {column.cell(row)}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))
                )}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Card.Body>
      </Card.Root>
      <ListFooter
        shown={rows.length}
        total={totalCount}
        offset={offset}
        noun={countNoun(rows.length, noun.singular, noun.plural)}
        onOffsetChange={setOffset}
        loading={loading}
      />
      {dialog ? (
        <Fragment key={dialog.mode === 'view' ? dialog.record.id : 'new'}>
          {props.renderDialog(dialog, () => (creating ? setCreating(false) : linked.close()))}
        </Fragment>
      ) : null}
    </Box>
  );
}
