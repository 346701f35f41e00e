// One labelled form field for every form: label (with the required mark or '(opcional)'), the
// control, then the error (a userError with this `field`, or the form's own check) or a hint.
import { Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: string;
  /** The pt-BR message to show under the control; the field is invalid while there is one. */
  error?: string | null;
  /** Invalid without a message of its own (e.g. the message is shown elsewhere). */
  invalid?: boolean;
  required?: boolean;
  /** Say '(opcional)' after the label of a field that is not required. */
  optionalHint?: boolean;
  helper?: ReactNode;
  children: ReactNode;
}

export function FormField({ label, error, invalid = !!error, required = false, optionalHint = false, helper, children }: FormFieldProps) {
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
        {!required && optionalHint && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            (opcional)
          </Text>
        )}
      </Field.Label>
      {children}
      {invalid && error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
