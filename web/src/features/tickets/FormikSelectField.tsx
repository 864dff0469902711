import { Field, NativeSelect } from "@chakra-ui/react";
import { useField } from "formik";
import type { ReactNode } from "react";

interface FormikSelectFieldProps {
  name: string;
  label: string;
  children: ReactNode;
  disabled?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  /** Replaces the plain "set this field" change (e.g. to clear a dependent field as well). */
  onValueChange?: (value: string) => void;
}

/** A labelled native select bound to a Formik field; the error shows once the field is touched. */
export function FormikSelectField({ name, label, children, disabled, helperText, required, onValueChange }: FormikSelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          name={name}
          value={field.value ?? ""}
          onBlur={field.onBlur}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (onValueChange) onValueChange(value);
            else void helpers.setValue(value);
          }}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
