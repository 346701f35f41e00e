import { Button, Field, HStack, Input, RadioCard, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ADJUSTMENT_MESSAGES, ADJUSTMENT_REASON_MAX_LENGTH, pointsForPurchase } from '@common/loyalty';
import { formatMoney } from '@common/money';
import type { FindCustomerForAdjustmentQuery } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CommerceLayout, Section } from '../../../ui/layout';
import { MoneyInput } from '../../../ui/MoneyInput';
import { refusalOf, submitMutation } from '../../../ui/mutation';
import { pointsText } from '../../loyalty/components';
import { AdjustmentHistory } from './AdjustmentHistory';
import { ADJUST_TEXTS, confirmQuestion, debitPoints, type Mode } from './adjustRules';
import { AdjustPointsForPurchaseDocument, DebitStorePointsDocument, FindCustomerDocument } from './documents';

type Customer = NonNullable<FindCustomerForAdjustmentQuery['findCustomerForAdjustment']['customer']>;

type Errors = { query?: string; amount?: string; points?: string; reason?: string };

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? `store:${crypto.randomUUID()}` : `store:${Date.now()}${Math.random().toString(36).slice(2)}`);

/**
 * /vendor/adjust-points and /vendor/ajuste-pontos: credit points for an in-store purchase, or debit
 * them (a return, a mistaken credit) with a reason. Each adjustment is confirmed with the amount and
 * the customer's name; once done, the customer and the amount are cleared (a second tap adjusts
 * nothing) and the customer's adjustments by this store stay listed below.
 */
export default function AdjustPointsPage({ title }: ScreenProps) {
  const [query, setQuery] = useState('');
  const [find, { loading: finding }] = useLazyQuery(FindCustomerDocument, { fetchPolicy: 'network-only' });
  const [credit, { loading: crediting }] = useMutation(AdjustPointsForPurchaseDocument, { refetchQueries: ['StorePointsAdjustments'] });
  const [debit, { loading: debiting }] = useMutation(DebitStorePointsDocument, { refetchQueries: ['StorePointsAdjustments'] });
  const saving = crediting || debiting;
  const sending = useRef(false);
  const [customer, setCustomer] = useState<Customer | null>(null);
  /** Whose adjustments are listed: the customer looked up last (kept after an adjustment clears the form). */
  const [shown, setShown] = useState<{ id: string; name: string } | null>(null);
  const [lookupError, setLookupError] = useState<string | undefined>();
  const [mode, setMode] = useState<Mode>('credit');
  const [amount, setAmount] = useState('');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState<string>(ADJUST_TEXTS.creditReason);
  const [errors, setErrors] = useState<Errors>({});
  const [key, setKey] = useState(newKey);
  const [confirming, setConfirming] = useState<{ points: number; amount?: string } | null>(null);
  const preview = amount ? pointsForPurchase(amount) : null;
  const [searchParams, setSearchParams] = useSearchParams();

  const lookUp = useCallback(
    async (text: string) => {
      if (text.trim().length < 3) return setErrors({ query: ADJUSTMENT_MESSAGES.queryTooShort });
      setErrors({});
      setLookupError(undefined);
      try {
        const answer = (await find({ variables: { query: text.trim() } })).data?.findCustomerForAdjustment;
        const found = answer?.customer ?? null;
        setCustomer(found);
        setKey(newKey());
        if (found) setShown({ id: found.id, name: found.name });
        else setLookupError(refusalOf(answer) ?? ADJUSTMENT_MESSAGES.customerNotFound);
      } catch (err) {
        setCustomer(null);
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
  const scanned = searchParams.get('cliente');
  useEffect(() => {
    if (!scanned) return;
    setQuery(scanned);
    void lookUp(scanned);
  }, [scanned, lookUp]);

  function chooseMode(next: Mode) {
    setMode(next);
    setErrors((o) => ({ query: o.query }));
    // The credit's usual reason does not fit a debit, which must say why.
    if (next === 'debit' && reason === ADJUST_TEXTS.creditReason) setReason('');
    if (next === 'credit' && !reason.trim()) setReason(ADJUST_TEXTS.creditReason);
  }

  /** Checks the form and asks for confirmation; nothing is sent yet. */
  function review(e: FormEvent) {
    e.preventDefault();
    if (!customer || saving) return;
    const next: Errors = {};
    let confirm: { points: number; amount?: string } | null = null;
    if (mode === 'credit') {
      const checked = pointsForPurchase(amount || '0');
      if (!amount) next.amount = ADJUSTMENT_MESSAGES.amountInvalid;
      else if (!checked.ok) next.amount = checked.message;
      else confirm = { points: checked.points, amount: checked.amount };
    } else {
      const checked = debitPoints(points);
      if (!checked.ok) next.points = checked.message;
      else confirm = { points: checked.points };
    }
    if (!reason.trim()) next.reason = ADJUSTMENT_MESSAGES.reasonRequired;
    else if (reason.length > ADJUSTMENT_REASON_MAX_LENGTH) next.reason = ADJUSTMENT_MESSAGES.reasonTooLong;
    setErrors(next);
    if (Object.keys(next).length || !confirm) return;
    setConfirming(confirm);
  }

  async function send() {
    if (!customer || !confirming || sending.current) return;
    sending.current = true;
    try {
      const input = { customerId: customer.id, reason: reason.trim(), idempotencyKey: key };
      const purchaseAmount = confirming.amount ?? '';
      const result =
        mode === 'credit'
          ? await submitMutation(async () => (await credit({ variables: { input: { ...input, purchaseAmount } } })).data?.adjustPointsForPurchase, {
              failure: 'Não foi possível creditar os pontos. Tente novamente.',
              fields: ['purchaseAmount', 'reason'],
            })
          : await submitMutation(async () => (await debit({ variables: { input: { ...input, points: confirming.points } } })).data?.debitStorePoints, {
              failure: 'Não foi possível debitar os pontos. Tente novamente.',
              fields: ['points', 'reason'],
            });
      setConfirming(null);
      if (!result.ok) {
        setErrors({ amount: result.fieldErrors.purchaseAmount, points: result.fieldErrors.points, reason: result.fieldErrors.reason });
        return;
      }
      // Done: the next tap starts over (no second credit for the same purchase).
      setCustomer(null);
      setQuery('');
      setAmount('');
      setPoints('');
      setReason(mode === 'credit' ? ADJUST_TEXTS.creditReason : '');
      setErrors({});
      setKey(newKey());
      if (scanned) setSearchParams({}, { replace: true });
    } finally {
      sending.current = false;
    }
  }

  const netHint = customer ? (customer.storeNetPoints > 0 ? `Esta loja pode debitar até ${pointsText(customer.storeNetPoints)} deste cliente.` : 'Esta loja ainda não creditou pontos para este cliente.') : undefined;

  return (
    <CommerceLayout title={title} description="Credite pontos de compras feitas na sua loja (1 ponto por real) ou debite, com o motivo." back={{ to: '/vendor', label: 'Portal do Vendedor' }} maxW="2xl">
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
      <Section title="2. Ajuste">
        <form onSubmit={review} noValidate>
          <Stack gap="4">
            <RadioCard.Root value={mode} onValueChange={(e) => e.value && chooseMode(e.value as Mode)} size="sm" colorPalette="brand" aria-label="Tipo de ajuste" disabled={!customer}>
              <HStack gap="2" align="stretch">
                {(['credit', 'debit'] as const).map((each) => (
                  <RadioCard.Item key={each} value={each} flex="1">
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText>{ADJUST_TEXTS[each]}</RadioCard.ItemText>
                        <RadioCard.ItemDescription>{ADJUST_TEXTS[`${each}Hint`]}</RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </HStack>
            </RadioCard.Root>
            {mode === 'credit' ? (
              <Field.Root invalid={!!errors.amount} disabled={!customer}>
                <Field.Label>Valor da compra</Field.Label>
                <MoneyInput
                  name="purchaseAmount"
                  value={amount}
                  onValueChange={(value) => {
                    setAmount(value);
                    setErrors((o) => ({ ...o, amount: undefined }));
                  }}
                />
                {errors.amount ? (
                  <Field.ErrorText>{errors.amount}</Field.ErrorText>
                ) : (
                  <Field.HelperText data-testid="points-preview">
                    {preview?.ok ? `${formatMoney(preview.amount)} = ${pointsText(preview.points)}` : preview ? preview.message : 'Regra: 1 ponto por real inteiro (R$ 99,99 = 99 pontos).'}
                  </Field.HelperText>
                )}
              </Field.Root>
            ) : (
              <Field.Root invalid={!!errors.points} disabled={!customer}>
                <Field.Label>Pontos a debitar</Field.Label>
                <Input inputMode="numeric" value={points} onChange={(e) => { setPoints(e.target.value.replace(/\D/g, '').slice(0, 7)); setErrors((o) => ({ ...o, points: undefined })); }} placeholder="0" />
                {errors.points ? <Field.ErrorText>{errors.points}</Field.ErrorText> : <Field.HelperText>{netHint ?? 'O saldo do cliente nunca fica negativo.'}</Field.HelperText>}
              </Field.Root>
            )}
            <Field.Root invalid={!!errors.reason} disabled={!customer} required={mode === 'debit'}>
              <Field.Label>Motivo<Field.RequiredIndicator /></Field.Label>
              <Textarea value={reason} onChange={(e) => { setReason(e.target.value); setErrors((o) => ({ ...o, reason: undefined })); }} rows={2} placeholder={mode === 'debit' ? 'Ex.: Devolução do cupom 1234' : undefined} />
              <Field.ErrorText>{errors.reason}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" disabled={!customer || saving} loading={saving}>
              {mode === 'credit' ? ADJUST_TEXTS.creditButton : ADJUST_TEXTS.debitButton}
            </Button>
          </Stack>
        </form>
      </Section>
      {shown && <AdjustmentHistory customer={shown} />}
      <ConfirmDialog
        open={!!confirming}
        title={mode === 'credit' ? ADJUST_TEXTS.creditTitle : ADJUST_TEXTS.debitTitle}
        confirmLabel={mode === 'credit' ? ADJUST_TEXTS.confirmCredit : ADJUST_TEXTS.confirmDebit}
        busyLabel={mode === 'credit' ? 'Creditando…' : 'Debitando…'}
        busy={saving}
        tone={mode === 'credit' ? 'primary' : 'danger'}
        onConfirm={() => void send()}
        onClose={() => !saving && setConfirming(null)}
      >
        {confirming && customer && (
          <Stack gap="2">
            <Text fontWeight="semibold" data-testid="adjust-confirm-question">
              {confirmQuestion(mode, confirming.points, customer.name)}
            </Text>
            {confirming.amount && <Text color="fg.muted">Compra de {formatMoney(confirming.amount)}</Text>}
            <Text color="fg.muted">Motivo: {reason.trim()}</Text>
          </Stack>
        )}
      </ConfirmDialog>
    </CommerceLayout>
  );
}
