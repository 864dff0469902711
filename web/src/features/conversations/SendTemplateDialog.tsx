import { Alert, Box, Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { TEMPLATE_LIMITS, fillTemplate } from '@pmp/shared';
import { Form, Formik, useFormikContext } from 'formik';
import { object, string } from 'yup';
import { CancelButton } from '../../lib/FormDialog';
import { FormikSelectField, FormikTextField } from '../../lib/FormikFields';
import { ModalDialog, ModalTitleBar } from '../../lib/ModalDialog';
import { sendWithToasts, useSendWhatsAppTemplate, useWhatsAppTemplates, type WhatsAppTemplate } from './useConversations';

interface TemplateFormValues {
  templateId: string;
  /** By variable position: `v0`, `v1`, ... (keys such as '1' would read as array indexes). */
  values: Record<string, string>;
}

const EMPTY: TemplateFormValues = { templateId: '', values: {} };

/** The chosen template's variables, each required, within the value limit. */
function templateSchema(templates: readonly WhatsAppTemplate[]) {
  return object({
    templateId: string().required('Choose a template'),
    values: object().when('templateId', ([templateId]: string[]) => {
      const template = templates.find((t) => t.id === templateId);
      return object(
        Object.fromEntries(
          (template?.variables ?? []).map((variable, i) => [
            `v${i}`,
            string()
              .trim()
              .required(`${variable.label} is required`)
              .max(TEMPLATE_LIMITS.variableValue, `${variable.label} must be at most ${TEMPLATE_LIMITS.variableValue} characters`),
          ]),
        ),
      );
    }),
  });
}

/** The approved text with the values as typed ({{key}} where one is still missing). */
function preview(template: WhatsAppTemplate, values: Record<string, string>): string {
  return fillTemplate(template.body, Object.fromEntries(template.variables.map((v, i) => [v.key, values[`v${i}`]])));
}

/**
 * Send template in a WhatsApp conversation: an approved template (Twilio Content SID) picked from
 * those an administrator configured, its variables filled in, and the text as it will read.
 */
export function SendTemplateDialog({ conversationId, onClose }: { conversationId: string; onClose: () => void }) {
  const { templates, loading } = useWhatsAppTemplates();
  const { sendTemplate, sending } = useSendWhatsAppTemplate();
  const send = async (values: TemplateFormValues) => {
    const template = templates.find((t) => t.id === values.templateId);
    if (!template) return;
    const filled = template.variables.map((variable, i) => ({ key: variable.key, value: (values.values[`v${i}`] ?? '').trim() }));
    if (await sendWithToasts('reply', () => sendTemplate(conversationId, template.id, filled))) onClose();
  };
  return (
    <Formik<TemplateFormValues> initialValues={EMPTY} validationSchema={templateSchema(templates)} onSubmit={send}>
      {({ dirty, values }) => (
        <ModalDialog onClose={onClose} dirty={dirty} size="lg" placement="center">
          <Form noValidate aria-label="Send template">
            <ModalTitleBar title="Send template" />
            <Dialog.Body>
              {loading ? null : templates.length === 0 ? (
                <Alert.Root status="info" variant="subtle">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>No templates yet</Alert.Title>
                    <Alert.Description>
                      An administrator adds the approved WhatsApp templates (their Twilio Content SIDs).
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              ) : (
                <TemplateFields templates={templates} />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <CancelButton onCancel={onClose} />
              <Button type="submit" colorPalette="blue" disabled={!values.templateId || sending} loading={sending}>
                Send template
              </Button>
            </Dialog.Footer>
          </Form>
        </ModalDialog>
      )}
    </Formik>
  );
}

function TemplateFields({ templates }: { templates: readonly WhatsAppTemplate[] }) {
  const { values, setValues } = useFormikContext<TemplateFormValues>();
  const template = templates.find((t) => t.id === values.templateId);
  return (
    <Stack gap="3">
      <FormikSelectField
        name="templateId"
        label="Template"
        required
        // Another template's variables start empty (each named, so a send shows which are missing).
        onValueChange={(templateId) => {
          const chosen = templates.find((t) => t.id === templateId);
          void setValues({ templateId, values: Object.fromEntries((chosen?.variables ?? []).map((_, i) => [`v${i}`, ''])) });
        }}
      >
        <option value="">Choose a template</option>
        {templates.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </FormikSelectField>
      {template?.variables.map((variable, i) => (
        <FormikTextField key={`${template.id}-${variable.key}`} name={`values.v${i}`} label={variable.label} required size="sm" />
      ))}
      {template ? (
        <Box>
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">
            Preview
          </Text>
          <Box borderWidth="1px" borderRadius="md" bg="green.50" p="3" fontSize="sm" whiteSpace="pre-wrap" data-testid="template-preview">
            {preview(template, values.values)}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
