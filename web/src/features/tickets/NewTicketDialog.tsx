import { Alert, Button, Center, CloseButton, Dialog, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { TICKET_MESSAGES } from '@pmp/shared';
import { Formik, useFormikContext, type FormikErrors, type FormikHelpers, type FormikProps, type FormikTouched } from 'formik';
import { useRef, useState, type ReactNode } from 'react';
import { showSaveError } from '../../lib/formErrors';
import { CancelButton } from '../../lib/FormDialog';
import { FormikDiscardGuard, FormikSelectField, FormikTextarea, FormikTextField } from '../../lib/FormikFields';
import { showError } from '../../lib/toaster';
import { CATEGORIES, CATEGORY_LABELS } from '../../lib/categories';
import { PRIORITIES, PRIORITY_LABELS } from './ticketLabels';
import { useCompanyDefaults } from '../company/useCompany';
import { newTicketInitialValues, newTicketSchema, toCreateTicketInput, type NewTicketValues } from './ticketSchemas';
import { LOOKUP_LIMIT, useClientOptions, useContactOptions, usePropertyOptions, useUserOptions } from './useTicketLookups';
import { useCreateTicket } from './useTickets';
import { ModalDialog } from '../../lib/ModalDialog';
import { useTroubleshootingDraft, type TroubleshootingDraft } from './useTroubleshootingDraft';

export interface TroubleshootingLink {
  fromSession?: string | null;
  articleId?: string | null;
  source?: string | null;
}

interface NewTicketDialogProps {
  link?: TroubleshootingLink;
  onClose: () => void;
}

const FIELDS = Object.keys(newTicketInitialValues) as (keyof NewTicketValues)[];

/** A filter box shown above a choice list only when there are more choices than are listed. */
function NarrowDown({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return <Input size="xs" aria-label={label} placeholder={`${label}...`} value={value} onChange={(e) => onChange(e.currentTarget.value)} />;
}

/**
 * Choices listed whatever the lookups' first page holds: a draft's client and requester (a select
 * without its value's option would show another choice than the one the form holds).
 */
export interface PinnedChoices {
  client?: { id: string; companyName: string } | null;
  requester?: { id: string; name: string; email: string } | null;
}

/** `list` with `pinned` first when it is not in it. */
function withPinned<T extends { id: string }>(list: readonly T[], pinned: T | null | undefined): readonly T[] {
  return pinned && !list.some((item) => item.id === pinned.id) ? [pinned, ...list] : list;
}

function NewTicketFields({ pinned = {} }: { pinned?: PinnedChoices }) {
  const { values, setFieldValue } = useFormikContext<NewTicketValues>();
  const [clientSearch, setClientSearch] = useState('');
  const [contactSearch, setContactSearch] = useState('');
  const clients = useClientOptions(clientSearch);
  const contacts = useContactOptions(contactSearch);
  const properties = usePropertyOptions(values.clientId);
  const { users } = useUserOptions();
  const { targets } = useCompanyDefaults();

  return (
    <Stack gap="4">
      <FormikTextField name="title" label="Title" required placeholder="e.g. Boiler not heating" />
      <FormikTextarea name="description" label="Description" required rows={4} placeholder="What is wrong, where, since when?" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormikSelectField
          name="priority"
          label="Priority"
          required
          helperText={values.priority && targets ? `Response target: ${targets[values.priority]}` : undefined}
        >
          <option value="">Select priority</option>
          {PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {PRIORITY_LABELS[p]}
            </option>
          ))}
        </FormikSelectField>
        <FormikSelectField name="category" label="Category" required>
          <option value="">Select category</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </FormikSelectField>
        <Stack gap="1">
          <FormikSelectField
            name="clientId"
            label="Client"
            required
            // Changing the client clears the property.
            onValueChange={(value) => {
              void setFieldValue('clientId', value);
              void setFieldValue('propertyId', '');
            }}
          >
            <option value="">{clients.loading && !clients.clients.length ? 'Loading clients...' : 'Select client'}</option>
            {withPinned(clients.clients, pinned.client).map((c) => (
              <option key={c.id} value={c.id}>
                {c.companyName}
              </option>
            ))}
          </FormikSelectField>
          {clients.total > LOOKUP_LIMIT || clientSearch ? (
            <NarrowDown label="Filter clients" value={clientSearch} onChange={setClientSearch} />
          ) : null}
        </Stack>
        <Stack gap="1">
          <FormikSelectField name="requesterId" label="Requester" required>
            <option value="">{contacts.loading && !contacts.contacts.length ? 'Loading contacts...' : 'Select requester'}</option>
            {withPinned(contacts.contacts, pinned.requester).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.email})
              </option>
            ))}
          </FormikSelectField>
          {contacts.total > LOOKUP_LIMIT || contactSearch ? (
            <NarrowDown label="Filter contacts" value={contactSearch} onChange={setContactSearch} />
          ) : null}
        </Stack>
        <FormikSelectField
          name="propertyId"
          label="Property"
          disabled={!values.clientId}
          helperText={
            !values.clientId
              ? 'Choose a client first'
              : properties.properties.length === 0 && !properties.loading
                ? 'This client has no properties'
                : undefined
          }
        >
          <option value="">No property</option>
          {properties.properties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} — {p.address}
            </option>
          ))}
        </FormikSelectField>
        <FormikSelectField name="assigneeId" label="Assignee">
          <option value="unassigned">Unassigned</option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </FormikSelectField>
      </SimpleGrid>
      <FormikTextField name="tags" label="Tags" placeholder="boiler, no heating" />
      <Text fontSize="xs" color="gray.500" mt="-3">
        Separate tags with commas.
      </Text>
    </Stack>
  );
}

/** The form's first values: empty, or prefilled from the guided session the ticket escalates. */
function initialValuesFor(draft: TroubleshootingDraft | undefined): NewTicketValues {
  if (!draft) return newTicketInitialValues;
  return { ...newTicketInitialValues, title: draft.title, description: draft.description, category: draft.category };
}

/** Where the escalated ticket comes from, above the form. */
function TroubleshootingNotice({ draft, failed }: { draft: TroubleshootingDraft | undefined; failed: boolean }) {
  if (failed || !draft) {
    return (
      <Alert.Root status="warning" variant="subtle" mb="4">
        <Alert.Indicator />
        <Alert.Description>The guided session could not be read: the ticket is created without its steps.</Alert.Description>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status={draft.escalatedTicketId ? 'warning' : 'info'} variant="subtle" mb="4">
      <Alert.Indicator />
      <Alert.Description>
        {draft.escalatedTicketId
          ? 'This guided session is already linked to a ticket.'
          : `From the guide "${draft.articleTitle}": the description lists the steps tried and the answers given.`}
      </Alert.Description>
    </Alert.Root>
  );
}

/**
 * Create New Ticket (docs/product.md §2, §5); `/tickets/new` opens it. With a complete
 * troubleshooting link it starts from the guided session's draft (docs/product.md §10).
 */
export function NewTicketDialog({ link = {}, onClose }: NewTicketDialogProps) {
  const { createTicket } = useCreateTicket();
  const troubleshooting = useTroubleshootingDraft(link);
  return (
    <TicketFormDialog
      loading={troubleshooting.loading ? 'Reading the guided session...' : null}
      initialValues={initialValuesFor(troubleshooting.draft)}
      notice={
        troubleshooting.linked ? <TroubleshootingNotice draft={troubleshooting.draft} failed={Boolean(troubleshooting.error)} /> : null
      }
      onClose={onClose}
      onSubmit={async (values) => {
        await createTicket(toCreateTicketInput(values, link));
      }}
    />
  );
}

interface TicketFormDialogProps {
  /** While what the form starts with is read: what the dialog says meanwhile. */
  loading: string | null;
  initialValues: NewTicketValues;
  /** Where the ticket comes from, above the fields. */
  notice?: ReactNode;
  pinned?: PinnedChoices;
  /** Creates the ticket; the dialog then closes. A failure is shown (on the field the server blamed, and in a toast). */
  onSubmit: (values: NewTicketValues) => Promise<void>;
  /** The failure toast's title. */
  failedTitle?: string;
  onClose: () => void;
}

/**
 * The Create New Ticket form in its dialog: empty, or starting from a draft (a guided session's,
 * a triaged message's) that the agent checks and edits before the ticket is created.
 */
export function TicketFormDialog({
  loading,
  initialValues,
  notice,
  pinned,
  onSubmit,
  failedTitle = 'Failed to create ticket',
  onClose,
}: TicketFormDialogProps) {
  const submitting = useRef(false);
  async function submit(values: NewTicketValues, helpers: FormikHelpers<NewTicketValues>) {
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      showSaveError(error, failedTitle, FIELDS, helpers);
    }
  }

  /** Checks the form (every field's message and a toast when it is incomplete), then submits it. */
  async function checkAndSubmit(formik: FormikProps<NewTicketValues>) {
    // A second click (or Enter) while the first is checked or saved does nothing.
    if (submitting.current) return;
    submitting.current = true;
    try {
      const errors: FormikErrors<NewTicketValues> = await formik.validateForm();
      if (Object.keys(errors).length > 0) {
        const touched = Object.fromEntries(FIELDS.map((f) => [f, true])) as FormikTouched<NewTicketValues>;
        await formik.setTouched(touched, false);
        showError(TICKET_MESSAGES.formIncomplete);
        return;
      }
      await formik.submitForm();
    } finally {
      submitting.current = false;
    }
  }

  return (
    <ModalDialog onClose={onClose} size="lg" scrollBehavior="inside">
      {/* No validation on blur: a message appearing as the focus leaves a field would move the
                buttons under the pointer between mouse down and up, and the click would be lost. */}
      {loading ? (
        <>
          {/* The title from the first render on: the dialog is named by it. */}
          <Dialog.Header>
            <Dialog.Title>Create New Ticket</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Center py="16" gap="2" color="fg.muted">
              <Spinner size="sm" /> {loading}
            </Center>
          </Dialog.Body>
        </>
      ) : (
        <Formik initialValues={initialValues} validationSchema={newTicketSchema} validateOnBlur={false} onSubmit={submit}>
          {(formik) => (
            <form
              noValidate
              aria-label="Create New Ticket"
              style={{ display: 'contents' }}
              onSubmit={(event) => {
                event.preventDefault();
                // Not waited for: a failed save shows itself (submit's toast and field messages).
                void checkAndSubmit(formik);
              }}
            >
              <FormikDiscardGuard />
              <Dialog.Header>
                <Dialog.Title>Create New Ticket</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {notice}
                <NewTicketFields pinned={pinned} />
              </Dialog.Body>
              <Dialog.Footer>
                <CancelButton onCancel={onClose} disabled={formik.isSubmitting} />
                <Button type="submit" colorPalette="blue" disabled={formik.isSubmitting}>
                  {formik.isSubmitting ? 'Creating...' : 'Create Ticket'}
                </Button>
              </Dialog.Footer>
            </form>
          )}
        </Formik>
      )}
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close dialog" />
      </Dialog.CloseTrigger>
    </ModalDialog>
  );
}
