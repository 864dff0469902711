import { Checkbox } from '@chakra-ui/react';
import { useField } from 'formik';

interface FormikCheckboxProps {
  name: string;
  label: string;
  /** Replaces the plain "set this field" (e.g. to clear another field as well). */
  onCheckedChange?: (checked: boolean) => void;
}

/** A labelled checkbox bound to a boolean Formik field. */
export function FormikCheckbox({ name, label, onCheckedChange }: FormikCheckboxProps) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Checkbox.Root
      checked={field.value}
      onCheckedChange={(event) => {
        const checked = event.checked === true;
        if (onCheckedChange) onCheckedChange(checked);
        else void helpers.setValue(checked);
      }}
      colorPalette="blue"
      size="sm"
    >
      <Checkbox.HiddenInput name={name} onBlur={field.onBlur} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
