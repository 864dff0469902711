import { SimpleGrid, Stack } from '@chakra-ui/react';
import { DetailRow, type RecordMode } from '../../lib/people/RecordDialog';
import type { RecordDialogState } from '../../lib/people/RecordListPage';
import { RecordModesDialog } from '../../lib/people/RecordModesDialog';
import { LANGUAGE_LABELS, LanguageValue } from '@pmp/shared';
import { LoadingBlock } from '../../lib/LoadingBlock';
import { useCompanyDefaults } from '../company/useCompany';
import { ContactForm } from './ContactForm';
import { emptyContact, toContactInput, type ContactFormValues } from './contactSchema';
import { useCreateContact, useUpdateContact, type ContactRecord } from './useContacts';

const TITLES: Record<RecordMode, string> = { create: 'Create New Contact', view: 'Contact Details', edit: 'Edit Contact' };

function toValues(contact: ContactRecord): ContactFormValues {
  return {
    name: contact.name,
    email: contact.email,
    phone: contact.phone ?? '',
    language: contact.language,
    notes: contact.notes ?? '',
  };
}

/** Create, view and edit a contact. */
export function ContactDialog({
  state,
  onClose,
  canEdit,
}: {
  state: RecordDialogState<ContactRecord>;
  onClose: () => void;
  /** Whether the signed-in user may change it (view only otherwise). */
  canEdit: boolean;
}) {
  const { createContact } = useCreateContact();
  const { updateContact } = useUpdateContact();
  const { defaults, ready } = useCompanyDefaults();
  const defaultLanguage = defaults ? LANGUAGE_LABELS[LanguageValue[defaults.defaultLanguage]] : emptyContact.language;
  return (
    <RecordModesDialog
      state={state}
      onClose={onClose}
      canEdit={canEdit}
      titles={TITLES}
      noun="contact"
      create={createContact}
      update={updateContact}
      toInput={toContactInput}
      renderForm={({ mode, record, onSubmit, onCancel }) =>
        !record && !ready ? (
          <LoadingBlock label="Loading the form" />
        ) : (
          <ContactForm
            mode={mode}
            initialValues={record ? toValues(record) : { ...emptyContact, language: defaultLanguage }}
            onSubmit={onSubmit}
            onCancel={onCancel}
          />
        )
      }
      renderView={(contact) => (
        <Stack as="dl" gap="4">
          <DetailRow label="Name">{contact.name}</DetailRow>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <DetailRow label="Email">{contact.email}</DetailRow>
            <DetailRow label="Phone">{contact.phone}</DetailRow>
          </SimpleGrid>
          <DetailRow label="Language">{contact.language}</DetailRow>
          <DetailRow label="Notes">{contact.notes}</DetailRow>
        </Stack>
      )}
    />
  );
}
