import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { DetailRow, RecordDialog, RecordViewFooter, type RecordMode } from '../../lib/people/RecordDialog';
import type { RecordDialogState } from '../../lib/people/RecordListPage';
import { useRecordModes } from '../../lib/people/useRecordModes';
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

/** Create, view and edit a contact: after an update back to view, after a create close. */
export function ContactDialog({ state, onClose }: { state: RecordDialogState<ContactRecord>; onClose: () => void }) {
  const { createContact } = useCreateContact();
  const { updateContact } = useUpdateContact();
  const {
    mode,
    setMode,
    record: contact,
    create,
    update,
  } = useRecordModes({
    initial: state.mode === 'view' ? state.record : null,
    create: createContact,
    update: updateContact,
    noun: 'contact',
    onClose,
  });

  return (
    <RecordDialog open onClose={onClose} title={TITLES[mode]}>
      {mode === 'create' ? (
        <ContactForm mode="create" initialValues={emptyContact} onSubmit={(values) => create(toContactInput(values))} onCancel={onClose} />
      ) : null}
      {mode === 'edit' && contact ? (
        <ContactForm
          mode="edit"
          initialValues={toValues(contact)}
          onSubmit={(values) => update(toContactInput(values))}
          onCancel={() => setMode('view')}
        />
      ) : null}
      {mode === 'view' && contact ? (
        <>
          <Dialog.Body>
            <Stack as="dl" gap="4">
              <DetailRow label="Name">{contact.name}</DetailRow>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <DetailRow label="Email">{contact.email}</DetailRow>
                <DetailRow label="Phone">{contact.phone}</DetailRow>
              </SimpleGrid>
              <DetailRow label="Language">{contact.language}</DetailRow>
              <DetailRow label="Notes">{contact.notes}</DetailRow>
            </Stack>
          </Dialog.Body>
          <RecordViewFooter onClose={onClose} onEdit={() => setMode('edit')} />
        </>
      ) : null}
    </RecordDialog>
  );
}
