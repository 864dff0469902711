import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DetailRow, type RecordMode } from '../../lib/people/RecordDialog';
import type { RecordDialogState } from '../../lib/people/RecordListPage';
import { RecordModesDialog } from '../../lib/people/RecordModesDialog';
import { LoadingBlock } from '../../lib/LoadingBlock';
import { useCompanyDefaults } from '../company/useCompany';
import { PropertyForm } from './PropertyForm';
import { emptyProperty, toPropertyInput, type PropertyFormValues } from './propertySchema';
import { PropertyStatusBadge } from './PropertyStatusBadge';
import { useCreateProperty, useUpdateProperty, type PropertyRecord } from './useProperties';

const TITLES: Record<RecordMode, string> = { create: 'Create New Property', view: 'Property Details', edit: 'Edit Property' };

function toValues(property: PropertyRecord): PropertyFormValues {
  return {
    name: property.name,
    address: property.address,
    country: property.country,
    clientId: property.clientId ?? '',
    contactId: property.contactId ?? '',
  };
}

/** A linked client or contact in view mode: its name, and its e-mail address below. */
function LinkedRecord({ name, email }: { name: string; email: string | null }) {
  return (
    <>
      {name}
      <Text as="span" display="block" fontSize="sm" color="gray.500">
        {email}
      </Text>
    </>
  );
}

/** Create, view and edit a property. */
export function PropertyDialog({
  state,
  onClose,
  canEdit,
}: {
  state: RecordDialogState<PropertyRecord>;
  onClose: () => void;
  /** Whether the signed-in user may change it (view only otherwise). */
  canEdit: boolean;
}) {
  const { createProperty } = useCreateProperty();
  const { updateProperty } = useUpdateProperty();
  const { defaults, ready } = useCompanyDefaults();
  return (
    <RecordModesDialog
      state={state}
      onClose={onClose}
      canEdit={canEdit}
      titles={TITLES}
      noun="property"
      size="lg"
      create={createProperty}
      update={updateProperty}
      toInput={toPropertyInput}
      renderForm={({ mode, record, onSubmit, onCancel }) =>
        !record && !ready ? (
          <LoadingBlock label="Loading the form" />
        ) : (
          <PropertyForm
            mode={mode}
            initialValues={record ? toValues(record) : { ...emptyProperty, country: defaults?.defaultCountry ?? emptyProperty.country }}
            initialClient={record?.client ? { value: record.client.id, label: record.client.companyName } : null}
            initialContact={
              record?.contact ? { value: record.contact.id, label: `${record.contact.name} (${record.contact.email})` } : null
            }
            onSubmit={onSubmit}
            onCancel={onCancel}
          />
        )
      }
      renderView={(property) => (
        <Stack as="dl" gap="4">
          <DetailRow label="Property name">{property.name}</DetailRow>
          <DetailRow label="Address">{property.address}</DetailRow>
          <DetailRow label="Country">{property.country}</DetailRow>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <DetailRow label="Client" emptyText="Not linked">
              {property.client ? <LinkedRecord name={property.client.companyName} email={property.client.email} /> : null}
            </DetailRow>
            <DetailRow label="Contact" emptyText="Not linked">
              {property.contact ? <LinkedRecord name={property.contact.name} email={property.contact.email} /> : null}
            </DetailRow>
          </SimpleGrid>
          <DetailRow label="Status">
            <PropertyStatusBadge property={property} />
          </DetailRow>
        </Stack>
      )}
    />
  );
}
