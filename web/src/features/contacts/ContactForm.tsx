import { SimpleGrid, Stack } from '@chakra-ui/react';
import { FormikTextarea, FormikTextField } from '../../lib/FormikFields';
import { RecordForm } from '../../lib/people/RecordForm';
import { contactSchema, type ContactFormValues } from './contactSchema';

const FIELDS = ['name', 'email', 'phone', 'language', 'notes'] as const;

interface ContactFormProps {
  mode: 'create' | 'edit';
  initialValues: ContactFormValues;
  /** Saves; a rejected promise keeps the form open (a server field error is shown on its field). */
  onSubmit: (values: ContactFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The contact fields of the create and edit modes (name and email required). */
export function ContactForm(props: ContactFormProps) {
  return (
    <RecordForm noun="contact" validationSchema={contactSchema} fields={FIELDS} {...props}>
      <Stack gap="4">
        <FormikTextField name="name" label="Name" autoComplete="off" placeholder="Full name" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormikTextField name="email" label="Email" type="email" autoComplete="off" placeholder="name@example.com" />
          <FormikTextField name="phone" label="Phone" type="tel" autoComplete="off" />
        </SimpleGrid>
        <FormikTextField name="language" label="Language" autoComplete="off" />
        <FormikTextarea name="notes" label="Notes" rows={4} />
      </Stack>
    </RecordForm>
  );
}
