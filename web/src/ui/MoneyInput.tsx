// The one money field of the app (issue 51): price, promotional price, delivery fee, free-delivery
// threshold, minimum order, coupon value, change for cash, in-store purchase, price filter. It shows
// the amount in pt-BR as it is typed, cents first ('8990' → R$ 89,90), so a typed amount is never
// read 100 times too big. `value` is the exact amount as the API's Decimal ('89.90', '' when empty);
// the rules are pure functions in common/masks.ts. Inside a FormField it takes the field's label,
// invalid state and error like any Chakra Input.
import { Input, type InputProps } from '@chakra-ui/react';
import type { ClipboardEvent, Ref } from 'react';
import { moneyFieldText, pastedMoney, typedMoney } from '@common/masks';

export interface MoneyInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'onPaste' | 'type' | 'inputMode'> {
  /** The amount as a decimal string with 2 places ('89.90'), or '' for an empty field. */
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

export function MoneyInput({ value, onValueChange, placeholder = 'R$ 0,00', ...rest }: MoneyInputProps) {
  function paste(event: ClipboardEvent<HTMLInputElement>) {
    // A pasted '89,90', '89.90' or 'R$ 89,90' replaces the amount; anything else goes in as typed.
    const amount = pastedMoney(event.clipboardData.getData('text'));
    if (amount == null) return;
    event.preventDefault();
    onValueChange(amount);
  }

  return (
    <Input
      autoComplete="off"
      {...rest}
      type="text"
      inputMode="numeric"
      placeholder={placeholder}
      value={moneyFieldText(value)}
      onChange={(event) => onValueChange(typedMoney(event.currentTarget.value, value))}
      onPaste={paste}
    />
  );
}
