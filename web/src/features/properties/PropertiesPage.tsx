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
import { PropertyDialog, type PropertyDialogState } from "./PropertyDialog";
import { PropertyStatusBadge } from "./PropertyStatusBadge";
import { usePropertyById, usePropertyList } from "./useProperties";

function Muted({ children }: { children: string | null | undefined }) {
  return children ? <>{children}</> : <Text as="span" color="gray.400">—</Text>;
}

/** Properties: search, table with status badges, real paging, and the property modal. */
export default function PropertiesPage() {
  const { search, setSearch, term, offset, setOffset } = usePagedSearch();
  const { properties, totalCount, loading, error, loaded } = usePropertyList({ search: term, offset });
  const [creating, setCreating] = useState(false);
  // The record in view lives in the address (?property={id}): rows and the top-bar search open it there.
  const linked = useLinkedRecord({
    param: "property",
    rows: properties,
    rowsLoaded: loaded,
    useById: usePropertyById,
    failedTitle: "Failed to load property",
  });
  const dialog: PropertyDialogState = creating ? { mode: "create" } : linked.record ? { mode: "view", property: linked.record } : null;

  return (
    <Box>
      <PageHeader
        title="Properties"
        actions={
          <Button colorPalette="blue" onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden />
            New Property
          </Button>
        }
      />
      <SearchCard
        value={search}
        onChange={setSearch}
        placeholder="Search by name, address, client or contact..."
        label="Search properties"
      />
      <Card.Root variant="outline" bg="white">
        <Card.Body p="0">
          <Table.ScrollArea>
            <Table.Root size="md" interactive aria-label="Properties">
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader>Property Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Address</Table.ColumnHeader>
                  <Table.ColumnHeader>Client (Company)</Table.ColumnHeader>
                  <Table.ColumnHeader>Contact (Person)</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {properties.length === 0 ? (
                  <TableMessageRow
                    colSpan={5}
                    loading={loading && !loaded}
                    error={error ? errorMessage(error) : undefined}
                    empty={term ? "No properties match your search" : "No properties yet"}
                  />
                ) : (
                  properties.map((property) => (
                    <Table.Row
                      key={property.id}
                      cursor="pointer"
                      tabIndex={0}
                      onClick={() => linked.open(property.id)}
                      onKeyDown={(event) => {
                        if (event.key === "Enter" || event.key === " ") {
                          event.preventDefault();
                          linked.open(property.id);
                        }
                      }}
                    >
                      <Table.Cell fontWeight="medium">{property.name}</Table.Cell>
                      <Table.Cell maxW="xs">
                        <Text truncate title={property.address}>
                          {property.address}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        <Muted>{property.client?.companyName}</Muted>
                      </Table.Cell>
                      <Table.Cell>
                        <Muted>{property.contact?.name}</Muted>
                      </Table.Cell>
                      <Table.Cell>
                        <PropertyStatusBadge property={property} />
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
        shown={properties.length}
        total={totalCount}
        offset={offset}
        noun={countNoun(properties.length, "property", "properties")}
        onOffsetChange={setOffset}
        loading={loading}
      />
      <PropertyDialog state={dialog} onClose={() => (creating ? setCreating(false) : linked.close())} />
    </Box>
  );
}
