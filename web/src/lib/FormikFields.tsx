import { Field, Input, NativeSelect, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { useDiscardGuard } from './DiscardChanges';
import type { ChangeEvent, ComponentType, ReactNode } from 'react';

/** What every form field shows around its control. */
interface FieldFrameProps {
  label: string;
  /** The message to show, if any (a Formik error shows once its field is touched: `useFieldError`). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the control while there is no error. */
  helperText?: ReactNode;
  children: ReactNode;
}

/** A labelled field (with the required mark when required), its helper text or its error. */
export function FieldFrame({ label, error, required, disabled, helperText, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A Formik field and its error, shown once the field is touched. */
export function useFieldError(name: string) {
  const [field, meta, helpers] = useField<string>(name);
  return { field, helpers, error: meta.touched ? meta.error : undefined };
}

type FrameOptions = Pick<FieldFrameProps, 'label' | 'required' | 'helperText'>;
type BoundProps<P> = FrameOptions & { name: string } & Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'required'>;

/** A labelled text control (input, textarea) bound to a Formik field. */
function boundToFormik<P extends object>(Control: ComponentType<P>, displayName: string) {
  function Bound({ name, label, required, helperText, ...controlProps }: BoundProps<P>) {
    const { field, helpers, error } = useFieldError(name);
    // The value stays the text as typed: Formik's own change handler turns a number input's text
    // into a number (or ''), and the forms' values and rules read text.
    const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void helpers.setValue(event.currentTarget.value);
    // Formik's name, value, onChange and onBlur complete the props left out of BoundProps.
    const props = { ...controlProps, ...field, value: field.value ?? '', onChange } as unknown as P;
    return (
      <FieldFrame label={label} error={error} required={required} helperText={helperText}>
        <Control {...props} />
      </FieldFrame>
    );
  }
  Bound.displayName = displayName;
  return Bound;
}

export const FormikTextField = boundToFormik<InputProps>(Input, 'FormikTextField');
export const FormikTextarea = boundToFormik<TextareaProps>(Textarea, 'FormikTextarea');

interface FormikSelectFieldProps extends FrameOptions {
  name: string;
  /** The `<option>`s. */
  children: ReactNode;
  disabled?: boolean;
  /** Replaces the plain "set this field" change (e.g. to clear a dependent field as well). */
  onValueChange?: (value: string) => void;
}

/** A labelled native select bound to a Formik field. */
export function FormikSelectField({ name, label, children, disabled, helperText, required, onValueChange }: FormikSelectFieldProps) {
  const { field, helpers, error } = useFieldError(name);
  return (
    <FieldFrame label={label} error={error} required={required} disabled={disabled} helperText={helperText}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          name={name}
          value={field.value ?? ''}
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
    </FieldFrame>
  );
}

/** Inside a Formik form in a dialog: closing the dialog asks "Discard changes?" while the form has changes. */
export function FormikDiscardGuard() {
  const { dirty } = useFormikContext();
  useDiscardGuard(dirty);
  return null;
}
