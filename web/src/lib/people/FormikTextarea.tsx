import { Field, Textarea, type TextareaProps } from "@chakra-ui/react";
import { useField } from "formik";

interface FormikTextareaProps extends Omit<TextareaProps, "name" | "value" | "onChange" | "onBlur"> {
  name: string;
  label: string;
}

/** A labelled textarea bound to a Formik field; the error shows once the field is touched. */
export function FormikTextarea({ name, label, ...props }: FormikTextareaProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Textarea {...props} {...field} value={field.value ?? ""} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
