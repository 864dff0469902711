import { Box, Button, Card, Table, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "../../app/PageHeader";
import { errorMessage } from "../../lib/errors";
import { ListFooter } from "../../lib/ListFooter";
import { countNoun } from "../../lib/people/text";
import { SearchCard } from "../../lib/people/SearchCard";
import { TableMessageRow } from "../../lib/people/TableStates";
import { usePagedSearch } from "../../lib/people/usePagedSearch";
import { useLinkedRecord } from "../../lib/useRecordParam";
import { ClientDialog, type ClientDialogState } from "./ClientDialog";
import { useClientById, useClientList } from "./useClients";
import { WebsiteLink } from "./WebsiteLink";

function Muted({ children }: { children: string | null | undefined }) {
  return children ? <>{children}</> : <Text as="span" color="gray.400">—</Text>;
}

/** Clients: search, table, 'Showing N clients' with real paging, and the client modal. */
export default function ClientsPage() {
  const { search, setSearch, term, offset, setOffset } = usePagedSearch();
  const { clients, totalCount, loading, error, loaded } = useClientList({ search: term, offset });
  const [creating, setCreating] = useState(false);
  // The record in view lives in the address (?client={id}): rows and the top-bar search open it there.
  const linked = useLinkedRecord({
    param: "client",
    rows: clients,
    rowsLoaded: loaded,
    useById: useClientById,
    failedTitle: "Failed to load client",
  });
  const dialog: ClientDialogState = creating ? { mode: "create" } : linked.record ? { mode: "view", client: linked.record } : null;

  return (
    <Box>
      <PageHeader
        title="Clients"
        actions={
          <Button colorPalette="blue" onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden />
            New Client
          </Button>
        }
      />
      <SearchCard
        value={search}
        onChange={setSearch}
        placeholder="Search by company name, address, website or company number..."
        label="Search clients"
      />
      <Card.Root variant="outline" bg="white">
        <Card.Body p="0">
          <Table.ScrollArea>
            <Table.Root size="md" interactive aria-label="Clients">
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader>Company Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Address</Table.ColumnHeader>
                  <Table.ColumnHeader>Website</Table.ColumnHeader>
                  <Table.ColumnHeader>Company Number</Table.ColumnHeader>
                  <Table.ColumnHeader>Notes</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {clients.length === 0 ? (
                  <TableMessageRow
                    colSpan={5}
                    loading={loading && !loaded}
                    error={error ? errorMessage(error) : undefined}
                    empty={term ? "No clients match your search" : "No clients yet"}
                  />
                ) : (
                  clients.map((client) => (
                    <Table.Row
                      key={client.id}
                      cursor="pointer"
                      tabIndex={0}
                      onClick={() => linked.open(client.id)}
                      onKeyDown={(event) => {
                        if (event.target === event.currentTarget && (event.key === "Enter" || event.key === " ")) {
                          event.preventDefault();
                          linked.open(client.id);
                        }
                      }}
                    >
                      <Table.Cell fontWeight="medium">{client.companyName}</Table.Cell>
                      <Table.Cell maxW="xs">
                        <Text truncate title={client.address ?? undefined}>
                          <Muted>{client.address}</Muted>
                        </Text>
                      </Table.Cell>
                      <Table.Cell>{client.website ? <WebsiteLink href={client.website} /> : <Muted>{null}</Muted>}</Table.Cell>
                      <Table.Cell>
                        <Muted>{client.companyNumber}</Muted>
                      </Table.Cell>
                      <Table.Cell maxW="xs">
                        <Text truncate fontSize="sm" color="gray.600" title={client.notes ?? undefined}>
                          <Muted>{client.notes}</Muted>
                        </Text>
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
        shown={clients.length}
        total={totalCount}
        offset={offset}
        noun={countNoun(clients.length, "client")}
        onOffsetChange={setOffset}
        loading={loading}
      />
      <ClientDialog state={dialog} onClose={() => (creating ? setCreating(false) : linked.close())} />
    </Box>
  );
}
