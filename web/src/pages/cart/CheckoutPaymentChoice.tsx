// /checkout's 'Pagamento na entrega': PIX, cartão or dinheiro with 'Troco para'.
import { Field, Grid, HStack, RadioCard, Text } from '@chakra-ui/react';
import type { PaymentMethod } from '../../gql/graphql';
import { WalletIcon } from '../../ui/icons';
import { Section } from '../../ui/layout';
import { MoneyInput } from '../../ui/MoneyInput';
import { changeForValue, changeText, CHECKOUT_TEXTS, PAYMENT_OPTIONS, type FormErrors } from './checkoutRules';

export function PaymentChoice({
  value,
  onChange,
  changeForText,
  onChangeForText,
  total,
  errors,
}: {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  changeForText: string;
  onChangeForText: (text: string) => void;
  total: string | null;
  errors: FormErrors;
}) {
  const change = changeForValue(value, changeForText, total);
  const changeNote = change.value && !change.error ? changeText(change.value, total) : null;
  return (
    <Section
      title={
        <HStack gap="2">
          <WalletIcon boxSize="5" color="brand.solid" />
          <span>{CHECKOUT_TEXTS.payment}</span>
        </HStack>
      }
      description={CHECKOUT_TEXTS.paymentHint}
    >
      <RadioCard.Root value={value} onValueChange={(e) => e.value && onChange(e.value as PaymentMethod)} size="sm" colorPalette="brand" aria-label={CHECKOUT_TEXTS.payment}>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="2">
          {PAYMENT_OPTIONS.map((option) => (
            <RadioCard.Item key={option.value} value={option.value} data-testid={`payment-${option.value}`}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{option.label}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{option.hint}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </Grid>
      </RadioCard.Root>
      {errors.paymentMethod && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.paymentMethod}
        </Text>
      )}
      {value === 'CASH' && (
        <Field.Root invalid={!!errors.changeFor} maxW="xs">
          <Field.Label>{CHECKOUT_TEXTS.changeFor}</Field.Label>
          <MoneyInput name="changeFor" value={changeForText} onValueChange={onChangeForText} />
          {errors.changeFor ? <Field.ErrorText>{errors.changeFor}</Field.ErrorText> : <Field.HelperText>{changeNote ?? CHECKOUT_TEXTS.changeHint}</Field.HelperText>}
        </Field.Root>
      )}
    </Section>
  );
}
