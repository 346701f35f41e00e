import { Alert, Box, Button, Grid, Stack } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CartIcon } from '../../ui/icons';
import type { CartIssueFieldsFragment, PaymentMethod } from '../../gql/graphql';
import { notify } from '../../notify';
import { actionFailureText } from '../../offline/actions';
import type { ScreenProps } from '../../routes/screenProps';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../ui/layout';
import { CartIssuesAlert } from './CartIssuesAlert';
import { buildPlaceOrderInput, changeForValue, CHECKOUT_TEXTS, newIdempotencyKey, normalizeCouponCode, type FormErrors } from './checkoutRules';
import { CheckoutPreviewDocument, PlaceOrderDocument } from '../../cart/documents';
import { takeCouponForCheckout } from '../../cart/pendingCoupon';
import { CART_TEXTS, issueLine } from '../../cart/rules';
import { useCartActions } from '../../cart/useCart';
import { shareErrorText } from '../../sharing/rules';
import { AddressChoice } from './CheckoutAddressChoice';
import { PaymentChoice } from './CheckoutPaymentChoice';
import { CouponBox } from './CheckoutCouponBox';
import { CheckoutSummary } from './CheckoutSummary';
import { refusalOf, submitMutation } from '../../ui/mutation';

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
  // The shared cart this order buys is the server's answer (checkoutPreview.sharedCart), whatever the
  // URL: a detour through 'Adicionar endereço' comes back to a plain /checkout (issue 51).
  const buyingShare = preview?.sharedCart ?? null;

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
      const failure = refusalOf(data?.checkoutPreview, 'couponCode');
      if (failure) setCouponError(failure);
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
    const input = built.input;
    placing.current = true;
    setBusy(true);
    try {
      // Cart issues are shown by the alert; any other refusal is toasted (and shown by its field).
      const feedback = await submitMutation(async () => (await client.mutate({ mutation: PlaceOrderDocument, variables: { input } })).data?.placeOrder, {
        failure: CHECKOUT_TEXTS.placeFailed,
        quiet: true,
        fields: ['couponCode', 'changeFor', 'addressId'],
        toastFields: true,
        describe: shareErrorText,
        handles: (answer) => answer.issues.length > 0,
      });
      const payload = feedback.payload;
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
      const { couponCode: couponRefusal, changeFor, addressId: addressRefusal } = feedback.fieldErrors;
      if (couponRefusal) {
        setCouponCode(null);
        setCouponError(couponRefusal);
      }
      if (changeFor || addressRefusal) setErrors((e) => ({ ...e, ...(changeFor ? { changeFor } : {}), ...(addressRefusal ? { addressId: addressRefusal } : {}) }));
      if (feedback.ok) notify.error(CHECKOUT_TEXTS.placeFailed);
      // Network failure: the same key goes again on the next click, so a placed order is not doubled.
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
          <AddressChoice value={addressId} onChange={chooseAddress} error={errors.addressId ?? (addressId ? refusalOf(preview, 'addressId') : null) ?? undefined} />
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
