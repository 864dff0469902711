import { Avatar, HStack, Stack, Text } from '@chakra-ui/react';
import { nameInitials } from '@pmp/shared';
import { Muted, RecordListPage, type RecordColumn } from '../../lib/people/RecordListPage';
import { useCan } from '../auth/useCan';
import { ContactDialog } from './ContactDialog';
import { useContactById, useContactList, type ContactRecord } from './useContacts';

const columns: readonly RecordColumn<ContactRecord>[] = [
  {
    header: 'Name',
    cell: (contact) => (
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
    ),
  },
  { header: 'Email', cell: (contact) => contact.email },
  { header: 'Phone', cell: (contact) => <Muted>{contact.phone}</Muted> },
  { header: 'Language', cell: (contact) => contact.language },
];

/** Contacts: search, table, 'Showing N contacts' with real paging, and the contact modal. */
export default function ContactsPage() {
  const canWork = useCan('work');
  return (
    <RecordListPage
      title="Contacts"
      noun={{ singular: 'contact', plural: 'contacts' }}
      searchPlaceholder="Search by name, email or phone..."
      columns={columns}
      useList={useContactList}
      param="contact"
      useById={useContactById}
      canCreate={canWork}
      renderDialog={(state, onClose) => <ContactDialog state={state} onClose={onClose} canEdit={canWork} />}
    />
  );
}
