import { Badge, Box, Button, Card, Checkbox, Flex, Heading, HStack, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { KNOWLEDGE_LIMITS, KNOWLEDGE_MESSAGES } from '@pmp/shared';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  AdminCreateMatrixEntryDocument,
  AdminDeactivateMatrixEntryDocument,
  type AdminMatrixEntryFieldsFragment,
  AdminResponsibilityMatrixDocument,
  AdminUpdateMatrixEntryDocument,
  type Category,
  type Country,
  type Responsibility,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { useRefetchMounted } from '../../lib/refetch';
import { TableMessageRow } from '../../lib/people/TableStates';
import { showSaveError } from '../../lib/formErrors';
import { FormikTextarea, FormikTextField } from '../../lib/FormikFields';
import { showError, showSuccess } from '../../lib/toaster';
import { CATEGORY_LABELS } from '../../lib/categories';
import { COUNTRIES, RESPONSIBILITY_NAME_LABELS } from './adminLabels';
import { ConfirmDialog } from './ConfirmDialog';
import { FormikCheckbox } from '../../lib/FormikCheckbox';
import { CategorySelectField, CountrySelectField, ResponsibilitySelectField } from './KnowledgeSelectFields';
import { FormActions } from './FormActions';

type MatrixEntry = AdminMatrixEntryFieldsFragment;

/** Entries per read: a country's rules fit on one page. */
const MATRIX_LIMIT = 100;
const REFRESH = [AdminResponsibilityMatrixDocument];
const FIELDS = ['country', 'category', 'issueType', 'description', 'responsibility', 'urgencyLevel', 'legalNotes', 'isActive'];

interface MatrixFormValues {
  country: Country;
  category: Category;
  issueType: string;
  description: string;
  responsibility: Responsibility;
  urgencyLevel: string;
  legalNotes: string;
  isActive: boolean;
}

const newEntryValues: MatrixFormValues = {
  country: 'UK',
  category: 'PLUMBING',
  issueType: '',
  description: '',
  responsibility: 'LANDLORD',
  urgencyLevel: '',
  legalNotes: '',
  isActive: true,
};

const matrixSchema = yup.object({
  issueType: yup
    .string()
    .trim()
    .required(KNOWLEDGE_MESSAGES.issueType)
    .max(KNOWLEDGE_LIMITS.issueType, KNOWLEDGE_MESSAGES.issueTypeTooLong),
  description: yup.string().max(KNOWLEDGE_LIMITS.matrixDescription, KNOWLEDGE_MESSAGES.matrixDescriptionTooLong),
  urgencyLevel: yup.string().trim().max(KNOWLEDGE_LIMITS.urgencyLevel, KNOWLEDGE_MESSAGES.urgencyLevelTooLong),
  legalNotes: yup.string().max(KNOWLEDGE_LIMITS.legalNotes, KNOWLEDGE_MESSAGES.legalNotesTooLong),
});

function toInput(values: MatrixFormValues) {
  return {
    country: values.country,
    category: values.category,
    issueType: values.issueType.trim(),
    description: values.description.trim() || null,
    responsibility: values.responsibility,
    urgencyLevel: values.urgencyLevel.trim() || null,
    legalNotes: values.legalNotes.trim() || null,
    isActive: values.isActive,
  };
}

/**
 * The Responsibility Matrix tab: who is responsible for which repair in which country (the
 * Knowledge Base's Legal Information and the ticket panel read it). Entries are listed by
 * country and category, created, edited and deactivated (kept, no longer shown where looked up).
 */
export function MatrixTab() {
  const [country, setCountry] = useState<Country | ''>('');
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<{ entry?: MatrixEntry } | null>(null);
  const [deactivating, setDeactivating] = useState<MatrixEntry | null>(null);
  const { data, loading, error } = useQuery(AdminResponsibilityMatrixDocument, {
    variables: { filter: { country: country || null, isActive: showInactive ? null : true }, limit: MATRIX_LIMIT, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = useRefetchMounted(REFRESH);
  const [createEntry] = useMutation(AdminCreateMatrixEntryDocument, { refetchQueries });
  const [updateEntry] = useMutation(AdminUpdateMatrixEntryDocument, { refetchQueries });
  const [deactivateEntry] = useMutation(AdminDeactivateMatrixEntryDocument, { refetchQueries });
  const entries = data?.responsibilityMatrix.nodes ?? [];

  async function save(values: MatrixFormValues, helpers: FormikHelpers<MatrixFormValues>) {
    const entry = editing?.entry;
    try {
      if (entry) await updateEntry({ variables: { input: { id: entry.id, ...toInput(values) } } });
      else await createEntry({ variables: { input: toInput(values) } });
      showSuccess(entry ? 'Matrix entry updated' : 'Matrix entry created');
      setEditing(null);
    } catch (saveError) {
      showSaveError(saveError, entry ? 'Failed to update matrix entry' : 'Failed to create matrix entry', FIELDS, helpers);
    }
  }

  if (editing) {
    const entry = editing.entry;
    return (
      <Card.Root variant="outline" bg="white">
        <Card.Header>
          <Heading as="h2" size="md">
            {entry ? `Edit Entry: ${entry.issueType}` : 'New Matrix Entry'}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Formik
            initialValues={
              entry
                ? {
                    country: entry.country,
                    category: entry.category,
                    issueType: entry.issueType,
                    description: entry.description ?? '',
                    responsibility: entry.responsibility,
                    urgencyLevel: entry.urgencyLevel ?? '',
                    legalNotes: entry.legalNotes ?? '',
                    isActive: entry.isActive,
                  }
                : newEntryValues
            }
            validationSchema={matrixSchema}
            onSubmit={save}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label={entry ? 'Edit matrix entry' : 'New matrix entry'}>
                <Stack gap="4">
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                    <CountrySelectField />
                    <CategorySelectField />
                    <ResponsibilitySelectField />
                  </SimpleGrid>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <FormikTextField name="issueType" label="Issue type" placeholder="e.g. Boiler breakdown" size="sm" />
                    <FormikTextField name="urgencyLevel" label="Urgency" placeholder="e.g. high" size="sm" />
                  </SimpleGrid>
                  <FormikTextarea name="description" label="Description" rows={2} size="sm" />
                  <FormikTextarea name="legalNotes" label="Legal notes" rows={3} size="sm" />
                  <FormikCheckbox name="isActive" label="Active" />
                  <FormActions
                    submitLabel={entry ? 'Save Entry' : 'Create Entry'}
                    onCancel={() => setEditing(null)}
                    submitting={isSubmitting}
                  />
                </Stack>
              </Form>
            )}
          </Formik>
        </Card.Body>
      </Card.Root>
    );
  }

  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <HStack gap="3">
            <NativeSelect.Root size="sm" width="40">
              <NativeSelect.Field aria-label="Country" value={country} onChange={(e) => setCountry(e.currentTarget.value as Country | '')}>
                <option value="">All countries</option>
                {COUNTRIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Checkbox.Root size="sm" checked={showInactive} onCheckedChange={(e) => setShowInactive(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Show inactive</Checkbox.Label>
            </Checkbox.Root>
          </HStack>
          <Button size="sm" colorPalette="blue" onClick={() => setEditing({})}>
            <Plus /> New Entry
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body p="0">
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Responsibility matrix">
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader>Country</Table.ColumnHeader>
                <Table.ColumnHeader>Category</Table.ColumnHeader>
                <Table.ColumnHeader minW="48">Issue type</Table.ColumnHeader>
                <Table.ColumnHeader>Responsibility</Table.ColumnHeader>
                <Table.ColumnHeader>Urgency</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={entry.id} aria-label={`${entry.country} ${entry.issueType}`}>
                  <Table.Cell>{entry.country}</Table.Cell>
                  <Table.Cell>{CATEGORY_LABELS[entry.category]}</Table.Cell>
                  <Table.Cell>
                    <Text fontWeight="medium">{entry.issueType}</Text>
                    {entry.legalNotes ? (
                      <Text fontSize="xs" color="gray.500" lineClamp={1}>
                        {entry.legalNotes}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>{RESPONSIBILITY_NAME_LABELS[entry.responsibility]}</Table.Cell>
                  <Table.Cell>{entry.urgencyLevel ?? '–'}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={entry.isActive ? 'green' : 'gray'} variant="subtle">
                      {entry.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" justify="flex-end">
                      <Button size="xs" variant="outline" aria-label={`Edit ${entry.issueType}`} onClick={() => setEditing({ entry })}>
                        <Pencil /> Edit
                      </Button>
                      {entry.isActive ? (
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeactivating(entry)}>
                          Deactivate
                        </Button>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
              {(loading && !data) || error || (data && entries.length === 0) ? (
                <TableMessageRow
                  colSpan={7}
                  loading={loading && !data}
                  error={error ? errorMessage(error) : undefined}
                  empty="No entries"
                />
              ) : null}
            </Table.Body>
          </Table.Root>
        </Box>
      </Card.Body>
      {deactivating ? (
        <ConfirmDialog
          title="Deactivate entry"
          message={`Deactivate "${deactivating.issueType}" (${deactivating.country})? It is kept, but no longer shown where responsibility is looked up.`}
          confirmLabel="Deactivate"
          onConfirm={async () => {
            try {
              await deactivateEntry({ variables: { id: deactivating.id } });
              showSuccess('Matrix entry deactivated');
            } catch (deactivateError) {
              showError('Failed to deactivate matrix entry', errorMessage(deactivateError));
            }
          }}
          onClose={() => setDeactivating(null)}
        />
      ) : null}
    </Card.Root>
  );
}
