import { SimpleGrid, Stack } from '@chakra-ui/react';
import { FormikSelectField, FormikTextarea, FormikTextField } from '../../lib/FormikFields';
import { LookupSelect, type LookupOption } from '../../lib/people/LookupSelect';
import { RecordForm } from '../../lib/people/RecordForm';
import { PROPERTY_COUNTRIES, propertySchema, type PropertyFormValues } from './propertySchema';
import { useClientOptions, useContactOptions } from './useProperties';

const FIELDS = ['name', 'address', 'country', 'clientId', 'contactId'] as const;

interface PropertyFormProps {
  mode: 'create' | 'edit';
  initialValues: PropertyFormValues;
  initialClient: LookupOption | null;
  initialContact: LookupOption | null;
  /** Saves; a rejected promise keeps the form open (a server field error is shown on its field). */
  onSubmit: (values: PropertyFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The property fields of the create and edit modes: name, address and country, optional client and contact. */
export function PropertyForm({ initialClient, initialContact, ...props }: PropertyFormProps) {
  return (
    <RecordForm noun="property" validationSchema={propertySchema} fields={FIELDS} {...props}>
      <Stack gap="4">
        <FormikTextField name="name" label="Property name" autoComplete="off" placeholder="e.g. Flat 2, Harbour View" />
        <FormikTextarea name="address" label="Address" rows={2} />
        <FormikSelectField name="country" label="Country" helperText="Decides who is responsible for repairs (the responsibility matrix).">
          {PROPERTY_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </FormikSelectField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LookupSelect
            name="clientId"
            label="Client"
            noun={{ singular: 'client', plural: 'clients' }}
            initialOption={initialClient}
            useOptions={useClientOptions}
          />
          <LookupSelect
            name="contactId"
            label="Contact"
            noun={{ singular: 'contact', plural: 'contacts' }}
            initialOption={initialContact}
            useOptions={useContactOptions}
          />
        </SimpleGrid>
      </Stack>
    </RecordForm>
  );
}
