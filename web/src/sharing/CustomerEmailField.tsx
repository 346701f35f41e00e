// The customer's e-mail a cart is shared to, in the share and re-send dialogs.
import { Input } from '@chakra-ui/react';
import { isEmail } from '@common/validation';
import { FormField } from '../ui/FormField';

/** The pt-BR refusal of a typed address, or null when it is an e-mail. */
export function customerEmailError(address: string): string | null {
  if (isEmail(address)) return null;
  return address ? 'Email inválido' : 'Informe o email do cliente';
}

export function CustomerEmailField({ value, error, onChange }: { value: string; error: string | null; onChange: (value: string) => void }) {
  return (
    <FormField label="Email do cliente" required error={error}>
      <Input type="email" inputMode="email" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} placeholder="cliente@exemplo.com.br" />
    </FormField>
  );
}
