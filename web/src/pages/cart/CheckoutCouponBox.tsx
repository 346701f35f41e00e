// /checkout's 'Cupom de desconto': type a code, apply it, see the discount or the coupon's error.
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { formatMoney } from '@common/money';
import { TagIcon } from '../../ui/icons';
import { Section } from '../../ui/layout';
import { CHECKOUT_TEXTS, type CheckoutPreview } from './checkoutRules';

export function CouponBox({
  applied,
  preview,
  busy,
  error,
  onApply,
  onRemove,
}: {
  applied: string | null;
  preview: CheckoutPreview | undefined;
  busy: boolean;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [text, setText] = useState(applied ?? '');
  return (
    <Section
      title={
        <HStack gap="2">
          <TagIcon boxSize="5" color="brand.solid" />
          <span>{CHECKOUT_TEXTS.coupon}</span>
        </HStack>
      }
    >
      {applied && preview?.coupon ? (
        <HStack justify="space-between" gap="3" bg="green.50" borderWidth="1px" borderColor="green.200" rounded="lg" p="3" data-testid="coupon-applied">
          <Stack gap="0">
            <Text fontWeight="semibold" color="green.800">
              {CHECKOUT_TEXTS.couponApplied}: {preview.coupon.code}
            </Text>
            <Text fontSize="sm" color="green.800">
              Desconto de {formatMoney(preview.discount)}
              {preview.coupon.description ? ` · ${preview.coupon.description}` : ''}
            </Text>
          </Stack>
          <Button size="sm" variant="ghost" onClick={onRemove}>
            {CHECKOUT_TEXTS.removeCoupon}
          </Button>
        </HStack>
      ) : (
        <form
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            onApply(text);
          }}
        >
          <Field.Root invalid={!!error}>
            <Field.Label srOnly>{CHECKOUT_TEXTS.coupon}</Field.Label>
            <HStack gap="2" w="full">
              <Input name="coupon" placeholder={CHECKOUT_TEXTS.couponPlaceholder} value={text} onChange={(e) => setText(e.target.value.toUpperCase())} autoCapitalize="characters" autoComplete="off" flex="1" />
              <Button type="submit" variant="outline" loading={busy} loadingText="Aplicando...">
                {CHECKOUT_TEXTS.applyCoupon}
              </Button>
            </HStack>
            {error && <Field.ErrorText data-testid="coupon-error">{error}</Field.ErrorText>}
          </Field.Root>
        </form>
      )}
    </Section>
  );
}
