import { FormikSelectField } from '../../lib/FormikFields';
import { CATEGORIES, CATEGORY_LABELS } from '../../lib/categories';
import { COUNTRIES, RESPONSIBILITIES, RESPONSIBILITY_NAME_LABELS } from './adminLabels';

/** The article form's and the matrix form's Category select (Formik field `category`). */
export function CategorySelectField() {
  return (
    <FormikSelectField name="category" label="Category">
      {CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {CATEGORY_LABELS[category]}
        </option>
      ))}
    </FormikSelectField>
  );
}

/** The Responsibility select (Formik field `responsibility`): Landlord, Tenant, Shared. */
export function ResponsibilitySelectField() {
  return (
    <FormikSelectField name="responsibility" label="Responsibility">
      {RESPONSIBILITIES.map((responsibility) => (
        <option key={responsibility} value={responsibility}>
          {RESPONSIBILITY_NAME_LABELS[responsibility]}
        </option>
      ))}
    </FormikSelectField>
  );
}

/** The Country select (Formik field `country`). */
export function CountrySelectField() {
  return (
    <FormikSelectField name="country" label="Country">
      {COUNTRIES.map((country) => (
        <option key={country} value={country}>
          {country}
        </option>
      ))}
    </FormikSelectField>
  );
}
