import { Text } from '@chakra-ui/react';
import { Muted, RecordListPage, type RecordColumn } from '../../lib/people/RecordListPage';
import { useCan } from '../auth/useCan';
import { ClientDialog } from './ClientDialog';
import { useClientById, useClientList, type ClientRecord } from './useClients';
import { WebsiteLink } from './WebsiteLink';

const columns: readonly RecordColumn<ClientRecord>[] = [
  { header: 'Company Name', cell: (client) => client.companyName, cellProps: { fontWeight: 'medium' } },
  {
    header: 'Address',
    cell: (client) => (
      <Text truncate title={client.address ?? undefined}>
        <Muted>{client.address}</Muted>
      </Text>
    ),
    cellProps: { maxW: 'xs' },
  },
  { header: 'Website', cell: (client) => (client.website ? <WebsiteLink href={client.website} /> : <Muted>{null}</Muted>) },
  { header: 'Company Number', cell: (client) => <Muted>{client.companyNumber}</Muted> },
  {
    header: 'Notes',
    cell: (client) => (
      <Text truncate fontSize="sm" color="gray.600" title={client.notes ?? undefined}>
        <Muted>{client.notes}</Muted>
      </Text>
    ),
    cellProps: { maxW: 'xs' },
  },
];

/** Clients: search, table, 'Showing N clients' with real paging, and the client modal. */
export default function ClientsPage() {
  const canWork = useCan('work');
  return (
    <RecordListPage
      title="Clients"
      noun={{ singular: 'client', plural: 'clients' }}
      searchPlaceholder="Search by company name, address, website or company number..."
      columns={columns}
      useList={useClientList}
      param="client"
      useById={useClientById}
      canCreate={canWork}
      renderDialog={(state, onClose) => <ClientDialog state={state} onClose={onClose} canEdit={canWork} />}
    />
  );
}
