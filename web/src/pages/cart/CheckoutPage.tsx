import { Alert, Box, Button, Field, Grid, HStack, Input, Link, RadioCard, Separator, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { formatMoney, toCents } from '@common/money';
import { maskCep } from '@common/masks';
import { CartIcon } from '../../ui/icons';
import type { CartIssueFieldsFragment, CheckoutPreviewQuery, PaymentMethod } from '../../gql/graphql';
import { notify } from '../../notify';
import { actionFailureText } from '../../offline/actions';
import type { ScreenProps } from '../../routes/screens';
import { MyAddressesDocument } from '../profile/documents';
import { MapPinIcon } from '../../ui/icons';
import { StoreIcon, TagIcon, WalletIcon } from '../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, MoneyRow, Section } from '../../ui/layout';
import { CartIssuesAlert } from './CartPage';
import {
  buildPlaceOrderInput,
  changeForValue,
  changeText,
  CHECKOUT_TEXTS,
  newIdempotencyKey,
  normalizeCouponCode,
  PAYMENT_OPTIONS,
  type FormErrors,
} from './checkoutRules';
import { CheckoutPreviewDocument, PlaceOrderDocument } from '../../cart/documents';
import { takeCouponForCheckout } from '../../cart/pendingCoupon';
import { CART_TEXTS, issueLine, pointsToEarnText, unitsText } from '../../cart/rules';
import { useCartActions } from '../../cart/useCart';
import { SharedCartByIdDocument } from '../../sharing/documents';
import { shareErrorText } from '../../sharing/rules';

type Preview = CheckoutPreviewQuery['checkoutPreview'];

const positive = (value: string) => toCents(value) > 0n;

/**
 * Where 'Adicionar endereço' sends the user. The way back needs the address form to honour
 * ?returnTo= (a safe in-app path) after saving: requested from the profile screens' owner.
 */
export const ADD_ADDRESS_PATH = `/profile/address/add?returnTo=${encodeURIComponent('/checkout')}`;

function AddressChoice({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { data, loading, error: loadError, refetch } = useQuery(MyAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const addresses = data?.viewer?.addresses;

  // The principal address comes selected; a choice that left the book falls back to it.
  useEffect(() => {
    if (!addresses?.length) return;
    if (value && addresses.some((a) => a.id === value)) return;
    onChange((addresses.find((a) => a.principal) ?? addresses[0]).id);
  }, [addresses, value, onChange]);

  const addLink = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={ADD_ADDRESS_PATH}>{CHECKOUT_TEXTS.addAddress}</RouterLink>
    </Button>
  );

  let body;
  if (!addresses && loading) body = <ListSkeleton label="Carregando endereços" count={1} h="20" />;
  else if (!addresses && loadError) body = <LoadError message="Não foi possível carregar seus endereços." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!addresses?.length) {
    body = (
      <Stack gap="3" align="flex-start">
        <Text color="fg.muted" fontSize="sm">
          {CHECKOUT_TEXTS.noAddress}
        </Text>
        {addLink}
      </Stack>
    );
  } else {
    body = (
      <RadioCard.Root value={value} onValueChange={(e) => e.value && onChange(e.value)} size="sm" colorPalette="brand" aria-label={CHECKOUT_TEXTS.address}>
        <Stack gap="2">
          {addresses.map((address) => (
            <RadioCard.Item key={address.id} value={address.id} data-testid="checkout-address">
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>
                    {address.street}, {address.number}
                    {address.principal && (
                      <Text as="span" ms="2" fontSize="xs" color="brand.fg" fontWeight="semibold">
                        Principal
                      </Text>
                    )}
                  </RadioCard.ItemText>
                  <RadioCard.ItemDescription>
                    {[address.complement, address.district, `${address.city} - ${address.state}`, `CEP ${maskCep(address.postalCode)}`].filter(Boolean).join(' · ')}
                  </RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </Stack>
      </RadioCard.Root>
    );
  }

  return (
    <Section
      title={
        <HStack gap="2">
          <MapPinIcon boxSize="5" color="brand.solid" />
          <span>{CHECKOUT_TEXTS.address}</span>
        </HStack>
      }
      actions={addresses?.length ? addLink : undefined}
      data-testid="checkout-address-section"
    >
      {body}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Section>
  );
}

function PaymentChoice({
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
          <Input
            name="changeFor"
            inputMode="decimal"
            autoComplete="off"
            placeholder="R$ 0,00"
            value={changeForText}
            onChange={(e) => onChangeForText(e.target.value)}
          />
          {errors.changeFor ? <Field.ErrorText>{errors.changeFor}</Field.ErrorText> : <Field.HelperText>{changeNote ?? CHECKOUT_TEXTS.changeHint}</Field.HelperText>}
        </Field.Root>
      )}
    </Section>
  );
}

function CouponBox({
  applied,
  preview,
  busy,
  error,
  onApply,
  onRemove,
}: {
  applied: string | null;
  preview: Preview | undefined;
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

function CheckoutSummary({
  preview,
  paymentMethod,
  changeFor,
  busy,
  blocked,
  onConfirm,
}: {
  preview: Preview;
  paymentMethod: PaymentMethod | null;
  changeFor: string | null;
  busy: boolean;
  blocked: boolean;
  onConfirm: () => void;
}) {
  const units = preview.stores.reduce((sum, s) => sum + s.items.reduce((n, i) => n + i.quantity, 0), 0);
  const change = paymentMethod === 'CASH' ? changeText(changeFor, preview.total) : null;
  return (
    <Section title={CHECKOUT_TEXTS.summary} as="aside" data-testid="checkout-summary">
      <Stack gap="4">
        {preview.stores.map((group) => (
          <Stack key={group.store.id} gap="2" data-testid="checkout-store">
            <HStack gap="2">
              <StoreIcon boxSize="4" color="brand.solid" />
              <Text fontWeight="semibold">{group.store.name}</Text>
            </HStack>
            <Stack gap="1" as="ul" m="0" p="0">
              {group.items.map((item) => (
                <HStack as="li" key={item.id} listStyleType="none" justify="space-between" gap="3" fontSize="sm">
                  <Text color="fg.muted" lineClamp={1}>
                    {item.quantity} × {item.product.name}
                  </Text>
                  <Text whiteSpace="nowrap">{formatMoney(item.subtotal)}</Text>
                </HStack>
              ))}
            </Stack>
            <MoneyRow label="Taxa de entrega" value={group.deliveryFee} />
            {positive(group.discount) && <MoneyRow label="Desconto" value={group.discount} negative />}
            <MoneyRow label="Total da loja" value={group.total} />
            <Separator />
          </Stack>
        ))}
        <Stack gap="2">
          <MoneyRow label={`Itens (${unitsText(units)})`} value={preview.itemsTotal} />
          <MoneyRow label="Entrega" value={preview.deliveryTotal} />
          {positive(preview.discount) && <MoneyRow label={`Cupom ${preview.coupon?.code ?? ''}`.trim()} value={preview.discount} negative />}
          <Separator />
          <MoneyRow label="Total" value={preview.total} strong />
          {change && (
            <Text fontSize="sm" color="fg.muted" data-testid="checkout-change">
              {change}
            </Text>
          )}
          {preview.pointsToEarn > 0 && (
            <Text fontSize="sm" color="green.700" fontWeight="semibold" data-testid="checkout-points">
              {pointsToEarnText(preview.pointsToEarn)} quando o pedido for entregue
            </Text>
          )}
        </Stack>
        <Button size="lg" w="full" onClick={onConfirm} loading={busy} loadingText={CHECKOUT_TEXTS.confirming} disabled={blocked} data-testid="confirm-order">
          {CHECKOUT_TEXTS.confirm}
        </Button>
        {blocked && (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            Resolva os problemas do carrinho para continuar.{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/cart">Revisar carrinho</RouterLink>
            </Link>
          </Text>
        )}
      </Stack>
    </Section>
  );
}

/**
 * /checkout: delivery address from the address book (principal preselected), payment on delivery
 * (PIX, cartão, dinheiro with 'Troco para'), optional coupon (checkoutPreview shows the discount
 * or the coupon's pt-BR error), the summary per store and 'Confirmar pedido'. placeOrder carries an
 * idempotency key made once per visit: a double click or a retry after a network failure returns
 * the same order instead of a second one.
 */
export default function CheckoutPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const cartActions = useCartActions();
  // One key per checkout visit, kept across retries (a new visit gets a new key).
  const [idempotencyKey] = useState(newIdempotencyKey);
  const placing = useRef(false);
  const [busy, setBusy] = useState(false);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>(null);
  const [changeForText, setChangeForText] = useState('');
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [couponBusy, setCouponBusy] = useState(false);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [placeIssues, setPlaceIssues] = useState<CartIssueFieldsFragment[]>([]);
  // /checkout?shared_cart=ID: buying a finalized shared cart; the order records it.
  const sharedCartId = useSearchParams()[0].get('shared_cart');
  const shareQuery = useQuery(SharedCartByIdDocument, { variables: { id: sharedCartId ?? '' }, skip: !sharedCartId });
  const share = shareQuery.data?.node?.__typename === 'CartShare' ? shareQuery.data.node : null;
  const buyingShare = share && share.status === 'FINALIZED' && share.receivedByViewer && !share.orderPlaced ? share : null;

  // The chosen address decides each store's delivery zone, fee and estimate (docs/decisions.md, "Entrega").
  const previewQuery = useQuery(CheckoutPreviewDocument, {
    variables: { input: { couponCode, addressId } },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  // While the preview for a newly chosen address loads, the previous one stays on screen.
  const preview = (previewQuery.data ?? previewQuery.previousData)?.checkoutPreview;
  const total = preview?.total ?? null;
  const issues = useMemo(() => (preview?.issues.length ? preview.issues : placeIssues), [preview, placeIssues]);
  const change = changeForValue(paymentMethod, changeForText, total);

  const chooseAddress = useCallback((id: string) => {
    setAddressId(id);
    setErrors((e) => ({ ...e, addressId: undefined }));
  }, []);

  async function applyCoupon(text: string) {
    const code = normalizeCouponCode(text);
    setCouponError(null);
    if (!code) {
      setCouponError('Informe o código do cupom');
      return;
    }
    setCouponBusy(true);
    try {
      const { data } = await client.query({ query: CheckoutPreviewDocument, variables: { input: { couponCode: code, addressId } }, fetchPolicy: 'network-only' });
      const failure = data?.checkoutPreview.userErrors.find((e) => e.field === 'couponCode');
      if (failure) setCouponError(failure.message);
      else setCouponCode(code);
    } catch {
      setCouponError(actionFailureText(CHECKOUT_TEXTS.previewFailed));
    } finally {
      setCouponBusy(false);
    }
  }

  // A coupon chosen at /meus-cupons ('Usar no carrinho') is applied once, on arrival.
  const applyRef = useRef(applyCoupon);
  applyRef.current = applyCoupon;
  useEffect(() => {
    const pending = takeCouponForCheckout();
    if (pending) void applyRef.current(pending);
  }, []);

  async function confirm() {
    if (placing.current) return;
    const built = buildPlaceOrderInput({ addressId, paymentMethod, changeForText, couponCode }, idempotencyKey, total);
    setErrors(built.errors);
    if (!built.input) {
      if (built.errors.changeFor) document.querySelector<HTMLInputElement>('input[name="changeFor"]')?.focus();
      return;
    }
    placing.current = true;
    setBusy(true);
    try {
      const input = buyingShare ? { ...built.input, sharedCartId: buyingShare.id } : built.input;
      const { data } = await client.mutate({ mutation: PlaceOrderDocument, variables: { input } });
      const payload = data?.placeOrder;
      if (payload?.order) {
        notify.success(CHECKOUT_TEXTS.placed, `Pedido nº ${payload.order.number}`);
        await navigate(`/order-confirmation/${payload.order.databaseId}`, { replace: true });
        return;
      }
      if (payload?.issues.length) {
        setPlaceIssues(payload.issues);
        notify.error(CHECKOUT_TEXTS.issuesTitle, payload.issues.map(issueLine).join('\n'));
        void previewQuery.refetch().catch(() => undefined);
        return;
      }
      const failure = payload?.userErrors[0];
      for (const error of payload?.userErrors ?? []) {
        if (error.field === 'couponCode') {
          setCouponCode(null);
          setCouponError(error.message);
        } else if (error.field === 'changeFor') setErrors((e) => ({ ...e, changeFor: error.message }));
        else if (error.field === 'addressId') setErrors((e) => ({ ...e, addressId: error.message }));
      }
      notify.error(failure ? shareErrorText(failure.message) : CHECKOUT_TEXTS.placeFailed);
    } catch {
      // Network failure: the same key goes again on the next click, so a placed order is not doubled.
      notify.error(actionFailureText(CHECKOUT_TEXTS.placeFailed));
    } finally {
      placing.current = false;
      setBusy(false);
    }
  }

  let content;
  if (!preview && previewQuery.loading) {
    content = <ListSkeleton label="Carregando checkout" count={3} h="32" />;
  } else if (!preview) {
    content = <LoadError message={CHECKOUT_TEXTS.previewFailed} onRetry={() => void previewQuery.refetch().catch(() => undefined)} />;
  } else if (preview.stores.length === 0) {
    content = (
      <EmptyState
        icon={CartIcon}
        title={CART_TEXTS.empty}
        hint={CART_TEXTS.emptyHint}
        action={
          <Button asChild>
            <RouterLink to="/explore">{CART_TEXTS.explore}</RouterLink>
          </Button>
        }
      />
    );
  } else {
    const blocked = preview.issues.length > 0;
    content = (
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 24rem' }} gap={{ base: '4', md: '6' }} alignItems="flex-start">
        <Stack gap="4" minW="0">
          {buyingShare && (
            <Alert.Root status="info" rounded="xl" data-testid="checkout-shared-cart">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Compra do carrinho compartilhado por {buyingShare.fromName}</Alert.Title>
                {buyingShare.summary.sharerPoints > 0 && (
                  <Alert.Description>
                    Quando o pedido for entregue, você ganha seus pontos e {buyingShare.fromName} ganha {buyingShare.summary.sharerPoints.toLocaleString('pt-BR')} pontos de profissional.
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
          {issues.length > 0 && (
            <CartIssuesAlert
              issues={issues}
              accepting={cartActions.busyCart === 'prices'}
              onAcceptPrices={async () => {
                if (await cartActions.acceptPrices()) {
                  setPlaceIssues([]);
                  void previewQuery.refetch().catch(() => undefined);
                }
              }}
            />
          )}
          <AddressChoice value={addressId} onChange={chooseAddress} error={errors.addressId ?? preview?.userErrors.find((e) => e.field === 'addressId' && addressId)?.message} />
          <PaymentChoice
            value={paymentMethod}
            onChange={(method) => {
              setPaymentMethod(method);
              setErrors((e) => ({ ...e, paymentMethod: undefined, changeFor: undefined }));
            }}
            changeForText={changeForText}
            onChangeForText={(text) => {
              setChangeForText(text);
              setErrors((e) => ({ ...e, changeFor: undefined }));
            }}
            total={total}
            errors={errors}
          />
          <CouponBox
            applied={couponCode}
            preview={preview}
            busy={couponBusy}
            error={couponError}
            onApply={(text) => void applyCoupon(text)}
            onRemove={() => {
              setCouponCode(null);
              setCouponError(null);
            }}
          />
        </Stack>
        <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <CheckoutSummary preview={preview} paymentMethod={paymentMethod} changeFor={change.value} busy={busy} blocked={blocked} onConfirm={() => void confirm()} />
        </Box>
      </Grid>
    );
  }

  return (
    <CommerceLayout title={title} back={{ to: '/cart', label: 'Voltar ao carrinho' }}>
      {content}
      {previewQuery.error && preview && (
        <Alert.Root status="warning" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{CHECKOUT_TEXTS.previewFailed}</Alert.Title>
        </Alert.Root>
      )}
    </CommerceLayout>
  );
}
