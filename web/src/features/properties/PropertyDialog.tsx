import { Dialog, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DetailRow, RecordDialog, RecordViewFooter, type RecordMode } from '../../lib/people/RecordDialog';
import type { RecordDialogState } from '../../lib/people/RecordListPage';
import { useRecordModes } from '../../lib/people/useRecordModes';
import { PropertyForm } from './PropertyForm';
import { emptyProperty, toPropertyInput, type PropertyFormValues } from './propertySchema';
import { PropertyStatusBadge } from './PropertyStatusBadge';
import { useCreateProperty, useUpdateProperty, type PropertyRecord } from './useProperties';

const TITLES: Record<RecordMode, string> = { create: 'Create New Property', view: 'Property Details', edit: 'Edit Property' };

function toValues(property: PropertyRecord): PropertyFormValues {
  return { name: property.name, address: property.address, clientId: property.clientId ?? '', contactId: property.contactId ?? '' };
}

/** Create, view and edit a property: after an update back to view, after a create close. */
export function PropertyDialog({ state, onClose }: { state: RecordDialogState<PropertyRecord>; onClose: () => void }) {
  const { createProperty } = useCreateProperty();
  const { updateProperty } = useUpdateProperty();
  const {
    mode,
    setMode,
    record: property,
    create,
    update,
  } = useRecordModes({
    initial: state.mode === 'view' ? state.record : null,
    create: createProperty,
    update: updateProperty,
    noun: 'property',
    onClose,
  });

  return (
    <RecordDialog open onClose={onClose} title={TITLES[mode]} size="lg">
      {mode === 'create' ? (
        <PropertyForm
          mode="create"
          initialValues={emptyProperty}
          initialClient={null}
          initialContact={null}
          onSubmit={(values) => create(toPropertyInput(values))}
          onCancel={onClose}
        />
      ) : null}
      {mode === 'edit' && property ? (
        <PropertyForm
          mode="edit"
          initialValues={toValues(property)}
          initialClient={property.client ? { value: property.client.id, label: property.client.companyName } : null}
          initialContact={
            property.contact ? { value: property.contact.id, label: `${property.contact.name} (${property.contact.email})` } : null
          }
          onSubmit={(values) => update(toPropertyInput(values))}
          onCancel={() => setMode('view')}
        />
      ) : null}
      {mode === 'view' && property ? (
        <>
          <Dialog.Body>
            <Stack as="dl" gap="4">
              <DetailRow label="Property name">{property.name}</DetailRow>
              <DetailRow label="Address">{property.address}</DetailRow>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <DetailRow label="Client" emptyText="Not linked">
                  {property.client ? (
                    <>
                      {property.client.companyName}
                      <Text as="span" display="block" fontSize="sm" color="gray.500">
                        {property.client.email}
                      </Text>
                    </>
                  ) : null}
                </DetailRow>
                <DetailRow label="Contact" emptyText="Not linked">
                  {property.contact ? (
                    <>
                      {property.contact.name}
                      <Text as="span" display="block" fontSize="sm" color="gray.500">
                        {property.contact.email}
                      </Text>
                    </>
                  ) : null}
                </DetailRow>
              </SimpleGrid>
              <DetailRow label="Status">
                <PropertyStatusBadge property={property} />
              </DetailRow>
            </Stack>
          </Dialog.Body>
          <RecordViewFooter onClose={onClose} onEdit={() => setMode('edit')} />
        </>
      ) : null}
    </RecordDialog>
  );
}
