import { Field, Input, type InputProps } from "@chakra-ui/react";
import { useField } from "formik";

interface FormikTextFieldProps extends Omit<InputProps, "name" | "value" | "onChange" | "onBlur"> {
  name: string;
  label: string;
}

/** A labelled Chakra input bound to a Formik field; the error shows once the field is touched. */
export function FormikTextField({ name, label, ...inputProps }: FormikTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input {...inputProps} {...field} value={field.value ?? ""} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
