import { Button, Dialog, SimpleGrid, Stack } from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { serverFieldError } from "../../lib/formErrors";
import { FormikTextarea, FormikTextField } from "../../lib/FormikFields";
import { contactSchema, type ContactFormValues } from "./contactSchema";

const FIELDS = ["name", "email", "phone", "language", "notes"] as const;

interface ContactFormProps {
  mode: "create" | "edit";
  initialValues: ContactFormValues;
  /** Saves; a rejected promise keeps the form open (a server field error is shown on its field). */
  onSubmit: (values: ContactFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The contact fields of the create and edit modes (name and email required). */
export function ContactForm({ mode, initialValues, onSubmit, onCancel }: ContactFormProps) {
  async function submit(values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) {
    try {
      await onSubmit(values);
    } catch (error) {
      const blamed = serverFieldError(error, FIELDS);
      if (blamed) helpers.setFieldError(blamed.field, blamed.message);
    }
  }

  return (
    <Formik initialValues={initialValues} validationSchema={contactSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={mode === "create" ? "Create contact" : "Edit contact"}>
          <Dialog.Body>
            <Stack gap="4">
              <FormikTextField name="name" label="Name" autoComplete="off" placeholder="Full name" />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <FormikTextField name="email" label="Email" type="email" autoComplete="off" placeholder="name@example.com" />
                <FormikTextField name="phone" label="Phone" type="tel" autoComplete="off" />
              </SimpleGrid>
              <FormikTextField name="language" label="Language" autoComplete="off" />
              <FormikTextarea name="notes" label="Notes" rows={4} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="blue" disabled={isSubmitting}>
              {mode === "create" ? (isSubmitting ? "Creating..." : "Create Contact") : isSubmitting ? "Saving..." : "Save Changes"}
            </Button>
          </Dialog.Footer>
        </Form>
      )}
    </Formik>
  );
}
