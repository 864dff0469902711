import { Box, Button, Card, Center, Code, Dialog, Flex, IconButton, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { CHANNELS_MESSAGES, CONTENT_SID_PATTERN, TEMPLATE_LIMITS, TEMPLATE_MESSAGES } from '@pmp/shared';
import { FieldArray, Form, Formik } from 'formik';
import { Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import * as yup from 'yup';
import { errorMessage, readApolloError } from '../../lib/errors';
import { FormikDiscardGuard, FormikTextarea, FormikTextField } from '../../lib/FormikFields';
import { CancelButton } from '../../lib/FormDialog';
import { ModalDialog, ModalTitleBar } from '../../lib/ModalDialog';
import { showError, showSuccess } from '../../lib/toaster';
import { useChannelTemplates, useSaveChannelTemplate, type ChannelTemplate } from './useChannels';
import { LoadFailed } from '../../lib/LoadFailed';

interface TemplateFormValues {
  name: string;
  contentSid: string;
  body: string;
  variables: { key: string; label: string }[];
}

const FIELDS = ['name', 'contentSid', 'body', 'variables'] as const;

const schema = yup.object({
  name: yup.string().trim().required(TEMPLATE_MESSAGES.nameRequired).max(TEMPLATE_LIMITS.name),
  contentSid: yup
    .string()
    .trim()
    .required(TEMPLATE_MESSAGES.contentSidInvalid)
    .matches(CONTENT_SID_PATTERN, TEMPLATE_MESSAGES.contentSidInvalid),
  body: yup.string().trim().required(TEMPLATE_MESSAGES.bodyRequired).max(TEMPLATE_LIMITS.body),
  variables: yup
    .array(
      yup.object({
        key: yup.string().trim().required(TEMPLATE_MESSAGES.variableKeyRequired).max(TEMPLATE_LIMITS.variableKey),
        label: yup.string().trim().required(TEMPLATE_MESSAGES.variableLabelRequired).max(TEMPLATE_LIMITS.variableLabel),
      }),
    )
    .max(TEMPLATE_LIMITS.variables)
    .test(
      'unique',
      TEMPLATE_MESSAGES.variableKeysRepeated,
      (list) => new Set(list?.map((v) => v.key?.trim())).size === (list?.length ?? 0),
    ),
});

/** Add or edit a template: its Content SID, its approved text ({{key}} where a variable goes) and the variables an agent fills in. */
function TemplateDialog({ template, onClose }: { template: ChannelTemplate | null; onClose: () => void }) {
  const { createTemplate, updateTemplate, saving } = useSaveChannelTemplate();
  const initialValues: TemplateFormValues = {
    name: template?.name ?? '',
    contentSid: template?.contentSid ?? '',
    body: template?.body ?? '',
    variables: template?.variables.map(({ key, label }) => ({ key, label })) ?? [],
  };
  return (
    <ModalDialog onClose={onClose} size="lg" placement="center">
      <Formik<TemplateFormValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          const input = {
            name: values.name.trim(),
            contentSid: values.contentSid.trim(),
            body: values.body.trim(),
            variables: values.variables.map((v) => ({ key: v.key.trim(), label: v.label.trim() })),
          };
          try {
            if (template) await updateTemplate({ id: template.id, ...input });
            else await createTemplate(input);
            showSuccess(CHANNELS_MESSAGES.templateSaved, input.name);
            onClose();
          } catch (error) {
            const read = readApolloError(error);
            if (read.field && (FIELDS as readonly string[]).includes(read.field)) helpers.setFieldError(read.field, read.message);
            showError(CHANNELS_MESSAGES.templateSaveFailed, errorMessage(error));
          }
        }}
      >
        {({ values, errors, isSubmitting }) => (
          <Form aria-label={template ? 'Edit template' : 'Add template'} noValidate>
            <FormikDiscardGuard />
            <ModalTitleBar title={template ? 'Edit template' : 'Add template'} />
            <Dialog.Body>
              <Stack gap="3">
                <FormikTextField name="name" label="Name" required placeholder="Appointment reminder" />
                <FormikTextField
                  name="contentSid"
                  label="Content SID"
                  required
                  fontFamily="mono"
                  placeholder="HX0123456789abcdef0123456789abcdef"
                  helperText="Twilio Console → Content Template Builder, once WhatsApp approved the template."
                />
                <FormikTextarea
                  name="body"
                  label="Approved text"
                  required
                  rows={4}
                  helperText="As approved, {{1}} or {{name}} where a variable goes."
                />
                <FieldArray name="variables">
                  {({ push, remove }) => (
                    <Stack gap="2">
                      <Text fontSize="sm" fontWeight="medium">
                        Variables
                      </Text>
                      {values.variables.length === 0 ? (
                        <Text fontSize="sm" color="fg.muted">
                          None.
                        </Text>
                      ) : null}
                      {values.variables.map((_, index) => (
                        <SimpleGrid key={index} columns={3} gap="2" alignItems="end" templateColumns="1fr 2fr auto">
                          <FormikTextField name={`variables.${index}.key`} label={`Variable ${index + 1} key`} placeholder="1" />
                          <FormikTextField
                            name={`variables.${index}.label`}
                            label={`Variable ${index + 1} label`}
                            placeholder="First name"
                          />
                          <IconButton aria-label={`Remove variable ${index + 1}`} variant="ghost" size="sm" onClick={() => remove(index)}>
                            <X />
                          </IconButton>
                        </SimpleGrid>
                      ))}
                      {typeof errors.variables === 'string' ? (
                        <Text fontSize="sm" color="red.600" role="alert">
                          {errors.variables}
                        </Text>
                      ) : null}
                      <Box>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => push({ key: String(values.variables.length + 1), label: '' })}
                          disabled={values.variables.length >= TEMPLATE_LIMITS.variables}
                        >
                          <Plus aria-hidden /> Add variable
                        </Button>
                      </Box>
                    </Stack>
                  )}
                </FieldArray>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <CancelButton onCancel={onClose} />
              <Button type="submit" colorPalette="blue" loading={saving || isSubmitting}>
                Save template
              </Button>
            </Dialog.Footer>
          </Form>
        )}
      </Formik>
    </ModalDialog>
  );
}

function DeleteTemplateDialog({ template, onClose }: { template: ChannelTemplate; onClose: () => void }) {
  const { deleteTemplate, deleting } = useSaveChannelTemplate();
  const onDelete = async () => {
    try {
      await deleteTemplate(template.id);
      showSuccess(CHANNELS_MESSAGES.templateDeleted, template.name);
      onClose();
    } catch (error) {
      showError(CHANNELS_MESSAGES.templateDeleteFailed, errorMessage(error));
    }
  };
  return (
    <ModalDialog onClose={onClose} size="sm" placement="center" role="alertdialog">
      <ModalTitleBar title="Delete template?" />
      <Dialog.Body>
        <Text fontSize="sm">{template.name} will no longer be offered to agents. Messages already sent with it keep their text.</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button colorPalette="red" onClick={() => void onDelete()} loading={deleting}>
          Delete
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  );
}

/** The approved WhatsApp templates agents can send once the 24-hour window closed: list, add, edit, delete. */
export function TemplatesSection() {
  const { templates, loading, error, refetch } = useChannelTemplates();
  const [editing, setEditing] = useState<ChannelTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ChannelTemplate | null>(null);
  return (
    <Card.Root variant="outline" bg="white" aria-labelledby="templates-title">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Card.Title as="h2" id="templates-title" fontSize="md">
            WhatsApp templates
          </Card.Title>
          <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
            <Plus aria-hidden /> Add template
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        {!templates ? (
          loading || !error ? (
            <Center py="6">
              <Spinner aria-label="Loading templates" />
            </Center>
          ) : (
            <LoadFailed title="Failed to load templates" error={error} onRetry={refetch} />
          )
        ) : templates.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No templates yet. Add the templates WhatsApp approved for your sender, so agents can write to a customer after the 24-hour
            window.
          </Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="WhatsApp templates">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Content SID</Table.ColumnHeader>
                  <Table.ColumnHeader>Text</Table.ColumnHeader>
                  <Table.ColumnHeader>Variables</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {templates.map((template) => (
                  <Table.Row key={template.id}>
                    <Table.Cell fontWeight="medium">{template.name}</Table.Cell>
                    <Table.Cell>
                      <Code fontSize="xs">{template.contentSid}</Code>
                    </Table.Cell>
                    <Table.Cell maxW="sm" whiteSpace="pre-wrap">
                      {template.body}
                    </Table.Cell>
                    <Table.Cell>{template.variables.map((v) => `${v.key}: ${v.label}`).join(', ') || 'None'}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      <IconButton aria-label={`Edit ${template.name}`} variant="ghost" size="sm" onClick={() => setEditing(template)}>
                        <Pencil />
                      </IconButton>
                      <IconButton aria-label={`Delete ${template.name}`} variant="ghost" size="sm" onClick={() => setDeleting(template)}>
                        <Trash2 />
                      </IconButton>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Card.Body>
      {editing ? <TemplateDialog template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} /> : null}
    </Card.Root>
  );
}
