import { Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ADJUSTMENT_MESSAGES, ADJUSTMENT_REASON_MAX_LENGTH, pointsForPurchase } from '@common/loyalty';
import { formatMoney } from '@common/money';
import { graphql } from '../../../gql';
import { notify } from '../../../notify';
import type { ScreenProps } from '../../../routes/screens';
import { CommerceLayout, Section } from '../../../ui/layout';
import { pointsText } from '../../loyalty/components';

export const FindCustomerDocument = graphql(`
  query FindCustomerForAdjustment($query: String!) {
    findCustomerForAdjustment(query: $query) {
      customer {
        id
        name
        maskedCpf
        maskedEmail
      }
      userErrors {
        message
      }
    }
  }
`);

export const AdjustPointsForPurchaseDocument = graphql(`
  mutation AdjustPointsForPurchase($input: AdjustPointsForPurchaseInput!) {
    adjustPointsForPurchase(input: $input) {
      message
      replayed
      userErrors {
        message
        field
      }
      adjustment {
        points
        purchaseAmount
        customerName
      }
    }
  }
`);

/** Money mask: digits typed fill from the cents ('1234' → '12,34'). Returns the display text. */
export function maskMoneyInput(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, 9);
  if (!digits) return '';
  const padded = digits.padStart(3, '0');
  const reais = padded.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${reais},${padded.slice(-2)}`;
}

/** '1.234,56' → '1234.56'. */
export function moneyInputToDecimal(text: string): string {
  return text.replace(/\./g, '').replace(',', '.');
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? `store:${crypto.randomUUID()}` : `store:${Date.now()}${Math.random().toString(36).slice(2)}`);

/** /vendor/adjust-points and /vendor/ajuste-pontos: credit points for an in-store purchase. */
export default function AdjustPointsPage({ title }: ScreenProps) {
  const [query, setQuery] = useState('');
  const [find, { data: found, loading: finding }] = useLazyQuery(FindCustomerDocument, { fetchPolicy: 'network-only' });
  const [adjust, { loading: saving }] = useMutation(AdjustPointsForPurchaseDocument);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('Compra na loja física');
  const [errors, setErrors] = useState<{ query?: string; amount?: string; reason?: string }>({});
  const [key, setKey] = useState(newKey);
  const customer = found?.findCustomerForAdjustment.customer ?? null;
  const lookupError = found?.findCustomerForAdjustment.userErrors[0]?.message;
  const preview = amount ? pointsForPurchase(moneyInputToDecimal(amount)) : null;

  const lookUp = useCallback(
    async (text: string) => {
      if (text.trim().length < 3) return setErrors({ query: ADJUSTMENT_MESSAGES.queryTooShort });
      setErrors({});
      try {
        await find({ variables: { query: text.trim() } });
      } catch (err) {
        setErrors({ query: err instanceof Error ? err.message : ADJUSTMENT_MESSAGES.customerNotFound });
      }
    },
    [find],
  );

  function search(e: FormEvent) {
    e.preventDefault();
    void lookUp(query);
  }

  // Opened from the counter scanner (/scan): ?cliente=CODE looks the member up at once.
  const scanned = useSearchParams()[0].get('cliente');
  useEffect(() => {
    if (!scanned) return;
    setQuery(scanned);
    void lookUp(scanned);
  }, [scanned, lookUp]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!customer) return;
    const next: typeof errors = {};
    const checked = pointsForPurchase(moneyInputToDecimal(amount || '0'));
    if (!amount) next.amount = ADJUSTMENT_MESSAGES.amountInvalid;
    else if (!checked.ok) next.amount = checked.message;
    if (!reason.trim()) next.reason = ADJUSTMENT_MESSAGES.reasonRequired;
    else if (reason.length > ADJUSTMENT_REASON_MAX_LENGTH) next.reason = ADJUSTMENT_MESSAGES.reasonTooLong;
    setErrors(next);
    if (Object.keys(next).length || !checked.ok) return;
    try {
      const result = (await adjust({ variables: { input: { customerId: customer.id, purchaseAmount: checked.amount, reason: reason.trim(), idempotencyKey: key } } })).data?.adjustPointsForPurchase;
      const problem = result?.userErrors[0];
      if (problem) {
        notify.error(problem.message);
        if (problem.field === 'purchaseAmount') setErrors({ amount: problem.message });
        else if (problem.field === 'reason') setErrors({ reason: problem.message });
        return;
      }
      notify.success(result?.message ?? ADJUSTMENT_MESSAGES.storeDone, result?.adjustment ? `${result.adjustment.customerName}: +${pointsText(result.adjustment.points)}` : undefined);
      setAmount('');
      setKey(newKey());
    } catch (err) {
      notify.error(err instanceof Error ? err.message : 'Erro inesperado');
    }
  }

  return (
    <CommerceLayout title={title} description="Credite pontos de compras feitas na sua loja: 1 ponto por real." back={{ to: '/vendor', label: 'Portal do Vendedor' }} maxW="2xl">
      <Section title="1. Cliente">
        <form onSubmit={search} noValidate>
          <Field.Root invalid={!!(errors.query || lookupError)}>
            <Field.Label>CPF, e-mail ou código de membro do cliente</Field.Label>
            <HStack gap="2" w="full">
              <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="CPF, e-mail ou código" autoComplete="off" />
              <Button type="submit" loading={finding} flexShrink={0}>
                Buscar
              </Button>
            </HStack>
            <Field.ErrorText>{errors.query ?? lookupError}</Field.ErrorText>
          </Field.Root>
        </form>
        <Button asChild size="sm" variant="ghost" mt="2">
          <RouterLink to="/scan">Escanear cartão do cliente</RouterLink>
        </Button>
        {customer && (
          <Stack mt="3" p="3" bg="bg.subtle" rounded="lg" gap="0" data-testid="adjust-customer">
            <Text fontWeight="semibold">{customer.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {[customer.maskedCpf, customer.maskedEmail].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        )}
      </Section>
      <Section title="2. Compra">
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Field.Root invalid={!!errors.amount} disabled={!customer}>
              <Field.Label>Valor da compra</Field.Label>
              <HStack gap="2">
                <Text color="fg.muted">R$</Text>
                <Input inputMode="numeric" value={amount} onChange={(e) => { setAmount(maskMoneyInput(e.target.value)); setErrors((o) => ({ ...o, amount: undefined })); }} placeholder="0,00" />
              </HStack>
              {errors.amount ? (
                <Field.ErrorText>{errors.amount}</Field.ErrorText>
              ) : (
                <Field.HelperText data-testid="points-preview">
                  {preview?.ok ? `${formatMoney(preview.amount)} = ${pointsText(preview.points)}` : preview ? preview.message : 'Regra: 1 ponto por real inteiro (R$ 99,99 = 99 pontos).'}
                </Field.HelperText>
              )}
            </Field.Root>
            <Field.Root invalid={!!errors.reason} disabled={!customer}>
              <Field.Label>Motivo</Field.Label>
              <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={2} />
              <Field.ErrorText>{errors.reason}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" disabled={!customer} loading={saving}>
              Creditar pontos
            </Button>
          </Stack>
        </form>
      </Section>
    </CommerceLayout>
  );
}
