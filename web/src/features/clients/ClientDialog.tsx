import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { DetailRow, type RecordMode } from '../../lib/people/RecordDialog';
import type { RecordDialogState } from '../../lib/people/RecordListPage';
import { RecordModesDialog } from '../../lib/people/RecordModesDialog';
import { ClientForm } from './ClientForm';
import { ClientProperties } from './ClientProperties';
import { emptyClient, toClientInput, type ClientFormValues } from './clientSchema';
import { useCreateClient, useUpdateClient, type ClientRecord } from './useClients';
import { WebsiteLink } from './WebsiteLink';

const TITLES: Record<RecordMode, string> = { create: 'Create New Client', view: 'Client Details', edit: 'Edit Client' };

function toValues(client: ClientRecord): ClientFormValues {
  return {
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phone: client.phone ?? '',
    companyName: client.companyName,
    address: client.address ?? '',
    website: client.website ?? '',
    companyNumber: client.companyNumber ?? '',
    notes: client.notes ?? '',
  };
}

/** Create, view and edit a client. */
export function ClientDialog({
  state,
  onClose,
  canEdit,
}: {
  state: RecordDialogState<ClientRecord>;
  onClose: () => void;
  /** Whether the signed-in user may change it (view only otherwise). */
  canEdit: boolean;
}) {
  const { createClient } = useCreateClient();
  const { updateClient } = useUpdateClient();
  return (
    <RecordModesDialog
      state={state}
      onClose={onClose}
      canEdit={canEdit}
      titles={TITLES}
      noun="client"
      size="lg"
      create={createClient}
      update={updateClient}
      toInput={toClientInput}
      renderForm={({ mode, record, onSubmit, onCancel }) => (
        <ClientForm mode={mode} initialValues={record ? toValues(record) : emptyClient} onSubmit={onSubmit} onCancel={onCancel} />
      )}
      renderView={(client) => (
        <Stack gap="6">
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Contact Person
            </Heading>
            <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="4">
              <DetailRow label="Name">{`${client.firstName} ${client.lastName}`}</DetailRow>
              <DetailRow label="Email">{client.email}</DetailRow>
              <DetailRow label="Phone">{client.phone}</DetailRow>
              <DetailRow label="Language">{client.language}</DetailRow>
              {client.jobTitle ? <DetailRow label="Job title">{client.jobTitle}</DetailRow> : null}
              {client.linkedin ? (
                <DetailRow label="LinkedIn">
                  <WebsiteLink href={client.linkedin} />
                </DetailRow>
              ) : null}
            </SimpleGrid>
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Company Information
            </Heading>
            <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="4">
              <DetailRow label="Company name">{client.companyName}</DetailRow>
              <DetailRow label="Company number">{client.companyNumber}</DetailRow>
              <DetailRow label="Address">{client.address}</DetailRow>
              <DetailRow label="Website">{client.website ? <WebsiteLink href={client.website} /> : null}</DetailRow>
            </SimpleGrid>
            <Stack as="dl">
              <DetailRow label="Notes">{client.notes}</DetailRow>
            </Stack>
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Properties
            </Heading>
            <ClientProperties clientId={client.id} />
          </Stack>
        </Stack>
      )}
    />
  );
}
