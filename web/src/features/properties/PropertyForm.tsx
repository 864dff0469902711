import { Button, Dialog, SimpleGrid, Stack } from "@chakra-ui/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { serverFieldError } from "../../lib/formErrors";
import { FormikTextarea, FormikTextField } from "../../lib/FormikFields";
import { LookupSelect, type LookupOption } from "../../lib/people/LookupSelect";
import { propertySchema, type PropertyFormValues } from "./propertySchema";
import { useClientOptions, useContactOptions } from "./useProperties";

const FIELDS = ["name", "address", "clientId", "contactId"] as const;

interface PropertyFormProps {
  mode: "create" | "edit";
  initialValues: PropertyFormValues;
  initialClient: LookupOption | null;
  initialContact: LookupOption | null;
  /** Saves; a rejected promise keeps the form open (a server field error is shown on its field). */
  onSubmit: (values: PropertyFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The property fields of the create and edit modes: name and address, optional client and contact. */
export function PropertyForm({ mode, initialValues, initialClient, initialContact, onSubmit, onCancel }: PropertyFormProps) {
  async function submit(values: PropertyFormValues, helpers: FormikHelpers<PropertyFormValues>) {
    try {
      await onSubmit(values);
    } catch (error) {
      const blamed = serverFieldError(error, FIELDS);
      if (blamed) helpers.setFieldError(blamed.field, blamed.message);
    }
  }

  return (
    <Formik initialValues={initialValues} validationSchema={propertySchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={mode === "create" ? "Create property" : "Edit property"}>
          <Dialog.Body>
            <Stack gap="4">
              <FormikTextField name="name" label="Property name" autoComplete="off" placeholder="e.g. Flat 2, Harbour View" />
              <FormikTextarea name="address" label="Address" rows={2} />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <LookupSelect
                  name="clientId"
                  label="Client"
                  noun={{ singular: "client", plural: "clients" }}
                  initialOption={initialClient}
                  useOptions={useClientOptions}
                />
                <LookupSelect
                  name="contactId"
                  label="Contact"
                  noun={{ singular: "contact", plural: "contacts" }}
                  initialOption={initialContact}
                  useOptions={useContactOptions}
                />
              </SimpleGrid>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="blue" disabled={isSubmitting}>
              {mode === "create" ? (isSubmitting ? "Creating..." : "Create Property") : isSubmitting ? "Saving..." : "Save Changes"}
            </Button>
          </Dialog.Footer>
        </Form>
      )}
    </Formik>
  );
}
