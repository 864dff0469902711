import { Stack, Text } from '@chakra-ui/react';
import { Form, Formik, useFormikContext } from 'formik';
import { submitShowingFieldErrors } from '../../lib/formErrors';
import { FormikSelectField, FormikTextarea, FormikTextField } from '../../lib/FormikFields';
import { FormikCheckbox } from '../../lib/FormikCheckbox';
import type { WorkflowStep } from './useWorkflow';
import { nextStepChoices, optionSchema, type OptionFormValues } from './workflowSchema';
import { FormActions } from './FormActions';

const FIELDS = ['optionText', 'nextStepId', 'isSuccess', 'shouldEscalate', 'escalationNote'];

interface OptionFormProps {
  mode: 'optionCreate' | 'optionEdit';
  /** The step the option answers. */
  step: Pick<WorkflowStep, 'id' | 'stepNumber' | 'title'>;
  /** Every step of the article, in order (the next-step choices leave out `step`). */
  steps: readonly Pick<WorkflowStep, 'id' | 'stepNumber' | 'title'>[];
  initialValues: OptionFormValues;
  onSubmit: (values: OptionFormValues) => Promise<void>;
  onCancel: () => void;
}

/** An option resolves or escalates, not both: ticking one unticks the other. */
function OutcomeFields() {
  const { values, setFieldValue, errors } = useFormikContext<OptionFormValues>();
  return (
    <Stack gap="2">
      <FormikCheckbox
        name="isSuccess"
        label="This resolves the problem"
        onCheckedChange={(checked) => {
          void setFieldValue('isSuccess', checked);
          if (checked) void setFieldValue('shouldEscalate', false);
        }}
      />
      <FormikCheckbox
        name="shouldEscalate"
        label="Escalate to a support ticket"
        onCheckedChange={(checked) => {
          void setFieldValue('shouldEscalate', checked);
          if (checked) void setFieldValue('isSuccess', false);
        }}
      />
      {errors.shouldEscalate ? (
        <Text fontSize="sm" color="red.600">
          {errors.shouldEscalate}
        </Text>
      ) : null}
      {/* The escalation note only when the option escalates. */}
      {values.shouldEscalate ? (
        <FormikTextarea name="escalationNote" label="Escalation note" rows={2} size="sm" placeholder="What the ticket should say" />
      ) : null}
    </Stack>
  );
}

/** An if/then option: its text, where it leads (another step, or the following one), success or escalation. */
export function OptionForm({ mode, step, steps, initialValues, onSubmit, onCancel }: OptionFormProps) {
  const submit = submitShowingFieldErrors<OptionFormValues>(onSubmit, FIELDS);
  return (
    <Formik initialValues={initialValues} validationSchema={optionSchema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={mode === 'optionCreate' ? 'New option' : 'Edit option'}>
          <Stack gap="4">
            <Text fontSize="sm" color="gray.600">
              Answer to step {step.stepNumber}: {step.title}
            </Text>
            <FormikTextField name="optionText" label="Option text" placeholder="e.g. The pressure is below 1 bar" size="sm" />
            <FormikSelectField name="nextStepId" label="Then go to">
              <option value="">The following step</option>
              {nextStepChoices(steps, step.id).map((choice) => (
                <option key={choice.id} value={choice.id}>
                  Step {choice.stepNumber}: {choice.title}
                </option>
              ))}
            </FormikSelectField>
            <OutcomeFields />
            <FormActions
              submitLabel={mode === 'optionCreate' ? 'Create Option' : 'Save Option'}
              onCancel={onCancel}
              submitting={isSubmitting}
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
