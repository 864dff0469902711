import { Box, Button, SimpleGrid } from '@chakra-ui/react';
import { ON_CALL_MAX_ORDER, WEEKDAYS } from '@pmp/shared';
import { Form, Formik, type FormikHelpers } from 'formik';
import { showSaveError } from '../../lib/formErrors';
import { FormikSelectField, FormikTextField } from '../../lib/FormikFields';
import { showSuccess } from '../../lib/toaster';
import { newShiftValues, ON_CALL_FIELDS, onCallShiftSchema, toOnCallShiftInput, type OnCallShiftValues } from './onCallSchema';
import { shiftHours, weekdayLabel } from './shiftFormat';
import { useOnCallPeople, useOnCallShiftActions } from './useOnCall';

const ORDERS = Array.from({ length: ON_CALL_MAX_ORDER }, (_, i) => i + 1);

/** Add a shift (admins): who, which day, from and to, and their order among those on call then. */
export function OnCallShiftForm() {
  const { people, loading } = useOnCallPeople();
  const { add } = useOnCallShiftActions();

  async function submit(values: OnCallShiftValues, helpers: FormikHelpers<OnCallShiftValues>) {
    try {
      const shift = await add(toOnCallShiftInput(values));
      showSuccess('Shift added', `${shift.userName}: ${weekdayLabel(shift.weekday)}, ${shiftHours(shift.startsAt, shift.endsAt)}`);
      helpers.resetForm();
    } catch (error) {
      showSaveError(error, 'The shift was not added', ON_CALL_FIELDS, helpers);
    }
  }

  return (
    <Formik<OnCallShiftValues> initialValues={newShiftValues} validationSchema={onCallShiftSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Add a shift">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" alignItems="start">
            <FormikSelectField name="userId" label="Person" required disabled={loading} helperText="Admins and agents">
              <option value="">{loading ? 'Loading the team...' : 'Choose a person'}</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </FormikSelectField>
            <FormikSelectField name="weekday" label="Day" required>
              {WEEKDAYS.map((weekday) => (
                <option key={weekday} value={String(weekday)}>
                  {weekdayLabel(weekday)}
                </option>
              ))}
            </FormikSelectField>
            <FormikTextField name="startsAt" label="From" type="time" size="sm" required />
            <FormikTextField name="endsAt" label="To" type="time" size="sm" required helperText="At or before the start: the next day" />
            <FormikSelectField name="position" label="Order" required helperText="1 is alerted first">
              {ORDERS.map((order) => (
                <option key={order} value={String(order)}>
                  {order}
                </option>
              ))}
            </FormikSelectField>
          </SimpleGrid>
          <Box mt="3">
            <Button type="submit" size="sm" colorPalette="blue" loading={isSubmitting} loadingText="Adding...">
              Add Shift
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
