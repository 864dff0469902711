import { Avatar, Box, Button, Card, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "../../app/PageHeader";
import { errorMessage } from "../../lib/errors";
import { ListFooter } from "../../lib/ListFooter";
import { nameInitials } from "@pmp/shared";
import { countNoun } from "../../lib/people/text";
import { SearchCard } from "../../lib/people/SearchCard";
import { TableMessageRow } from "../../lib/people/TableStates";
import { usePagedSearch } from "../../lib/people/usePagedSearch";
import { useLinkedRecord } from "../../lib/useRecordParam";
import { ContactDialog } from "./ContactDialog";
import { useContactById, useContactList, type ContactRecord } from "./useContacts";

type DialogState = { mode: "create" } | { mode: "view"; contact: ContactRecord } | null;

/** Contacts: search, table, 'Showing N contacts' with real paging, and the contact modal. */
export default function ContactsPage() {
  const { search, setSearch, term, offset, setOffset } = usePagedSearch();
  const { contacts, totalCount, loading, error, loaded } = useContactList({ search: term, offset });
  const [creating, setCreating] = useState(false);
  // The record in view lives in the address (?contact={id}): rows and the top-bar search open it there.
  const linked = useLinkedRecord({
    param: "contact",
    rows: contacts,
    rowsLoaded: loaded,
    useById: useContactById,
    failedTitle: "Failed to load contact",
  });
  const dialog: DialogState = creating ? { mode: "create" } : linked.record ? { mode: "view", contact: linked.record } : null;

  return (
    <Box>
      <PageHeader
        title="Contacts"
        actions={
          <Button colorPalette="blue" onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden />
            New Contact
          </Button>
        }
      />
      <SearchCard
        value={search}
        onChange={setSearch}
        placeholder="Search by name, email or phone..."
        label="Search contacts"
      />
      <Card.Root variant="outline" bg="white">
        <Card.Body p="0">
          <Table.ScrollArea>
            <Table.Root size="md" interactive aria-label="Contacts">
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader>Phone</Table.ColumnHeader>
                  <Table.ColumnHeader>Language</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {contacts.length === 0 ? (
                  <TableMessageRow
                    colSpan={4}
                    loading={loading && !loaded}
                    error={error ? errorMessage(error) : undefined}
                    empty={term ? "No contacts match your search" : "No contacts yet"}
                  />
                ) : (
                  contacts.map((contact) => (
                    <Table.Row
                      key={contact.id}
                      cursor="pointer"
                      tabIndex={0}
                      onClick={() => linked.open(contact.id)}
                      onKeyDown={(event) => {
                        if (event.key === "Enter" || event.key === " ") {
                          event.preventDefault();
                          linked.open(contact.id);
                        }
                      }}
                    >
                      <Table.Cell>
                        <HStack gap="3">
                          <Avatar.Root size="sm" colorPalette="blue" variant="subtle">
                            <Avatar.Fallback>{nameInitials(contact.name)}</Avatar.Fallback>
                          </Avatar.Root>
                          <Stack gap="0" minW="0">
                            <Text fontWeight="medium">{contact.name}</Text>
                            {contact.notes ? (
                              <Text fontSize="xs" color="gray.500" truncate maxW="xs" title={contact.notes}>
                                {contact.notes}
                              </Text>
                            ) : null}
                          </Stack>
                        </HStack>
                      </Table.Cell>
                      <Table.Cell>{contact.email}</Table.Cell>
                      <Table.Cell color={contact.phone ? undefined : "gray.400"}>{contact.phone ?? "—"}</Table.Cell>
                      <Table.Cell>{contact.language}</Table.Cell>
                    </Table.Row>
                  ))
                )}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Card.Body>
      </Card.Root>
      <ListFooter
        shown={contacts.length}
        total={totalCount}
        offset={offset}
        noun={countNoun(contacts.length, "contact")}
        onOffsetChange={setOffset}
        loading={loading}
      />
      <ContactDialog state={dialog} onClose={() => (creating ? setCreating(false) : linked.close())} />
    </Box>
  );
}
