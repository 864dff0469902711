import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { submitShowingFieldErrors } from '../../lib/formErrors';
import { FormikSelectField, FormikTextarea, FormikTextField } from '../../lib/FormikFields';
import { STEP_TYPES, STEP_TYPE_NAME_LABELS } from './adminLabels';
import { stepSchema, type StepFormValues } from './workflowSchema';
import { FormActions } from './FormActions';

const FIELDS = ['type', 'title', 'content', 'safetyNote', 'tips', 'timeEstimate'];

interface StepFormProps {
  mode: 'stepCreate' | 'stepEdit';
  initialValues: StepFormValues;
  /** Saves; a rejection keeps the form open (a server field error shows on its field). */
  onSubmit: (values: StepFormValues) => Promise<void>;
  onCancel: () => void;
}

/** A step's fields: type (instruction by default), title, content, safety note, tips, minutes (5 by default). */
export function StepForm({ mode, initialValues, onSubmit, onCancel }: StepFormProps) {
  const submit = submitShowingFieldErrors<StepFormValues>(onSubmit, FIELDS);
  return (
    <Formik initialValues={initialValues} validationSchema={stepSchema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={mode === 'stepCreate' ? 'New step' : 'Edit step'}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormikSelectField name="type" label="Step type">
                {STEP_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {STEP_TYPE_NAME_LABELS[type]}
                  </option>
                ))}
              </FormikSelectField>
              <FormikTextField name="timeEstimate" label="Time estimate (minutes)" type="number" inputMode="numeric" min={0} size="sm" />
            </SimpleGrid>
            <FormikTextField name="title" label="Step title" placeholder="e.g. Check the boiler pressure" size="sm" />
            <FormikTextarea name="content" label="Instructions" rows={5} size="sm" placeholder="What to do, one action at a time" />
            <FormikTextarea name="safetyNote" label="Safety note" rows={2} size="sm" placeholder="Optional: shown as a warning" />
            <FormikTextarea name="tips" label="Tips" rows={2} size="sm" placeholder="Optional" />
            <FormActions submitLabel={mode === 'stepCreate' ? 'Create Step' : 'Save Step'} onCancel={onCancel} submitting={isSubmitting} />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
