import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormikTextarea, FormikTextField } from '../../lib/FormikFields';
import { RecordForm } from '../../lib/people/RecordForm';
import { clientSchema, type ClientFormValues } from './clientSchema';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'companyName', 'address', 'website', 'companyNumber', 'notes'] as const;

interface ClientFormProps {
  mode: 'create' | 'edit';
  initialValues: ClientFormValues;
  /** Saves; a rejected promise keeps the form open (a server field error is shown on its field). */
  onSubmit: (values: ClientFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The client fields of the create and edit modes: the contact person, then Company Information. */
export function ClientForm(props: ClientFormProps) {
  return (
    <RecordForm noun="client" validationSchema={clientSchema} fields={FIELDS} {...props}>
      <Stack gap="6">
        <Stack gap="4">
          <Heading as="h3" size="sm">
            Contact Person
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormikTextField name="firstName" label="First name" autoComplete="off" />
            <FormikTextField name="lastName" label="Last name" autoComplete="off" />
            <FormikTextField name="email" label="Email" type="email" autoComplete="off" />
            <FormikTextField name="phone" label="Phone" type="tel" autoComplete="off" />
          </SimpleGrid>
        </Stack>
        <Stack gap="4">
          <Heading as="h3" size="sm">
            Company Information
          </Heading>
          <FormikTextField name="companyName" label="Company name" autoComplete="off" />
          <FormikTextField name="address" label="Address" autoComplete="off" />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormikTextField name="website" label="Website" type="url" autoComplete="off" placeholder="https://example.com" />
            <FormikTextField name="companyNumber" label="Company number" autoComplete="off" />
          </SimpleGrid>
          <FormikTextarea name="notes" label="Notes" rows={3} />
        </Stack>
      </Stack>
    </RecordForm>
  );
}
