import { Text } from '@chakra-ui/react';
import { Muted, RecordListPage, type RecordColumn } from '../../lib/people/RecordListPage';
import { useCan } from '../auth/useCan';
import { PropertyDialog } from './PropertyDialog';
import { PropertyStatusBadge } from './PropertyStatusBadge';
import { usePropertyById, usePropertyList, type PropertyRecord } from './useProperties';

const columns: readonly RecordColumn<PropertyRecord>[] = [
  { header: 'Property Name', cell: (property) => property.name, cellProps: { fontWeight: 'medium' } },
  {
    header: 'Address',
    cell: (property) => (
      <Text truncate title={property.address}>
        {property.address}
      </Text>
    ),
    cellProps: { maxW: 'xs' },
  },
  { header: 'Client (Company)', cell: (property) => <Muted>{property.client?.companyName}</Muted> },
  { header: 'Contact (Person)', cell: (property) => <Muted>{property.contact?.name}</Muted> },
  { header: 'Status', cell: (property) => <PropertyStatusBadge property={property} /> },
];

/** Properties: search, table with status badges, real paging, and the property modal. */
export default function PropertiesPage() {
  const canWork = useCan('work');
  return (
    <RecordListPage
      title="Properties"
      noun={{ singular: 'property', plural: 'properties' }}
      searchPlaceholder="Search by name, address, client or contact..."
      columns={columns}
      useList={usePropertyList}
      param="property"
      useById={usePropertyById}
      canCreate={canWork}
      renderDialog={(state, onClose) => <PropertyDialog state={state} onClose={onClose} canEdit={canWork} />}
    />
  );
}
