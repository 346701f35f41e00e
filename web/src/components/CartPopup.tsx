import { Box, Button, CloseButton, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { formatMoney } from '@common/money';
import type { CartBadgeFieldsFragment } from '../gql/graphql';
import { CART_POPUP_MS, CART_TEXTS, pointsToEarnText, unitsText } from '../cart/rules';
import { useCartBadge } from '../cart/useCart';
import { isTabBarHidden } from '../session/tabs';
import { CartIcon } from '../ui/icons';
import { useEdgeVar } from '../ui/useEdgeVar';

/** CSS variable with the pop-up's bottom edge while it shows: phone toasts open below it, not over 'Ver carrinho'. */
export const CART_POPUP_SPACE_VAR = '--cart-popup-space';

// The cart pop-up: appears when the cart has items and is not loading, and hides
// itself after 5 seconds. It shows again whenever the cart changes (a mutation returns a Cart with
// a new updatedAt/count into the cache); it stays away from the screens that already show the cart
// (/cart, /checkout, the order confirmation) and from those without the tab bar.

/** Where the pop-up never shows. */
export function isCartPopupSuppressed(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (isTabBarHidden(path)) return true;
  return (
    path === '/cart' ||
    path === '/checkout' ||
    /^\/(order-confirmation|order\/confirmacao|marketplace\/order-confirmation)\//.test(path)
  );
}

/** What identifies one state of the cart worth announcing; null when there is nothing to show. */
export function cartPopupSignature(cart: Pick<CartBadgeFieldsFragment, 'id' | 'count' | 'updatedAt'> | null | undefined, loading: boolean): string | null {
  if (!cart || loading || cart.count <= 0) return null;
  return `${cart.id}|${cart.updatedAt}|${cart.count}`;
}

/**
 * True for `ms` after each new signature (unless suppressed then); a signature seen while
 * suppressed is not announced later. `dismiss` hides it at once.
 */
export function useAutoHide(signature: string | null, suppressed: boolean, ms: number = CART_POPUP_MS): [boolean, () => void] {
  const [shown, setShown] = useState<string | null>(null);
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!signature || signature === seen.current) return;
    seen.current = signature;
    if (!suppressed) setShown(signature);
  }, [signature, suppressed]);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  return [shown !== null && shown === signature && !suppressed, () => setShown(null)];
}

export function CartPopupView({ cart, onClose }: { cart: CartBadgeFieldsFragment; onClose: () => void }) {
  const points = cart.summary.totalPoints;
  const ref = useEdgeVar<HTMLDivElement>(CART_POPUP_SPACE_VAR);
  return (
    <Box
      ref={ref}
      role="status"
      aria-live="polite"
      aria-label="Resumo do carrinho"
      data-testid="cart-popup"
      position="fixed"
      zIndex="popover"
      top={{ base: 'calc(env(safe-area-inset-top) + 0.5rem)', md: '5.5rem' }}
      insetEnd={{ base: '2', md: '6' }}
      insetStart={{ base: '2', md: 'auto' }}
      w={{ md: 'sm' }}
      bg="bg"
      borderWidth="1px"
      borderColor="brand.emphasized"
      rounded="xl"
      shadow="lg"
      p="4"
      animationName="fade-in, slide-from-top"
      animationDuration="moderate"
    >
      <HStack align="flex-start" gap="3">
        <Flex boxSize="10" rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center" flexShrink={0}>
          <CartIcon boxSize="5" />
        </Flex>
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontWeight="semibold">{`${unitsText(cart.count)} no carrinho`}</Text>
          <Text fontSize="sm" color="fg.muted">
            Subtotal: {formatMoney(cart.summary.subtotal)}
          </Text>
          {points > 0 && (
            <Text fontSize="sm" color="green.700" fontWeight="medium">
              {pointsToEarnText(points)}
            </Text>
          )}
        </Stack>
        <CloseButton size="sm" aria-label="Fechar resumo do carrinho" onClick={onClose} mt="-1" me="-1" />
      </HStack>
      <Button asChild size="sm" w="full" mt="3">
        <RouterLink to="/cart" onClick={onClose}>
          {CART_TEXTS.viewCart}
        </RouterLink>
      </Button>
    </Box>
  );
}

/** The pop-up's behaviour from plain props (tested with fake timers). */
export function CartPopupController({ cart, loading, pathname }: { cart: CartBadgeFieldsFragment | null; loading: boolean; pathname: string }) {
  const [visible, dismiss] = useAutoHide(cartPopupSignature(cart, loading), isCartPopupSuppressed(pathname));
  if (!visible || !cart) return null;
  return <CartPopupView cart={cart} onClose={dismiss} />;
}

/** Mounted once by AppLayout: the signed-in user's cart from the cache. */
export function CartPopup() {
  const { cart, loading } = useCartBadge();
  const { pathname } = useLocation();
  return <CartPopupController cart={cart} loading={loading} pathname={pathname} />;
}
