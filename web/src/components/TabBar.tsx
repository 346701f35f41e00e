import { Box, Circle, Flex, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useCartCount } from '../cart/useCart';
import { useChatUnread } from '../chat/useChatEvents';
import { useSession, type Viewer } from '../session/SessionProvider';
import {
  activeTabPath,
  isTabBarHidden,
  tabsFor,
  TAB_PLACEHOLDER_SLOTS,
  type TabBadgeKey,
  type TabDef,
} from '../session/tabs';
import { TAB_ICONS } from './TabBarIcons';
import { toastLayer } from '../ui/useEdgeVar';
import { useMediaQuery } from '../ui/useMediaQuery';

const TabTooltip = lazy(() => import('./TabTooltip'));

/** A screen with no pointer that hovers (phones): a tooltip never opens there, so its chunk is not loaded. */
const TOUCH_ONLY = '(hover: none)';

/** Height of the bar (without the device's bottom safe area). */
export const TAB_BAR_HEIGHT = '64px';
export const TAB_BAR_LABEL = 'Navegação do app';

export type TabBadges = Partial<Record<TabBadgeKey, number>>;

/**
 * The live counts of the tab badges (unread chat messages, items in the cart). A badge shows only
 * when its count is above 0.
 */
export function useTabBadges(): TabBadges {
  // Cart: the cart's units (Cart.count) from Apollo's normalized cache; every cart mutation
  // returns the changed Cart, so the badge follows without refetching (pages/cart/useCart.ts).
  const cartCount = useCartCount();
  // Chat: the unread messages as a customer, read again on every live chat event (chat/useChatEvents.ts).
  const unread = useChatUnread();
  const chatUnread = unread?.asCustomer ?? 0;
  // The lojista's Chat tab: conversations of the store's inbox with unread messages (as its home card).
  const storeChatUnread = unread?.store ?? 0;
  return { chatUnread, storeChatUnread, cartCount };
}

function badgeText(key: TabBadgeKey, count: number): string {
  if (key === 'chatUnread') return count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas`;
  if (key === 'storeChatUnread') return count === 1 ? '1 conversa não lida' : `${count} conversas não lidas`;
  return count === 1 ? '1 item no carrinho' : `${count} itens no carrinho`;
}

function TabLink({ tab, active, badge, hints }: { tab: TabDef; active: boolean; badge: number; hints: boolean }) {
  const Icon = TAB_ICONS[tab.icon];
  // The count is said with the name: in the link's label when it has one (a label replaces the text inside).
  const said = badge > 0 && tab.badge ? `, ${badgeText(tab.badge, badge)}` : '';
  const link = (
    <Flex
      asChild
      direction="column"
      align="center"
      justify="center"
      gap="0.5"
      flex="1"
      minW="0"
      h="full"
      px="0.5"
      color={active ? 'brand.solid' : 'fg.muted'}
      fontWeight="medium"
      position="relative"
      _hover={{ color: 'brand.solid' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-4px', rounded: 'md' }}
    >
      <RouterLink
        to={tab.path}
        aria-current={active ? 'page' : undefined}
        aria-label={tab.tooltip ? `${tab.label}: ${tab.tooltip}${said}` : undefined}
        data-active={active ? '' : undefined}
      >
        <Box position="relative" lineHeight="0">
          <Icon boxSize="6" />
          {badge > 0 && (
            // The count is drawn from data-count (CSS), not written as text: it is said in the link's
            // name, and a digit in the visible text that the name does not start with breaks
            // 'label in name' (WCAG 2.5.3) for the cart's labelled link.
            <Circle
              aria-hidden
              data-testid={`tab-badge-${tab.badge}`}
              data-count={badge > 99 ? '99+' : badge}
              _after={{ content: 'attr(data-count)' }}
              position="absolute"
              top="-1.5"
              insetEnd="-2.5"
              minW="4.5"
              h="4.5"
              px="1"
              bg="red.600"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
              lineHeight="1"
            />
          )}
        </Box>
        <Text as="span" fontSize={{ base: '10px', sm: 'xs' }} letterSpacing={{ base: '-0.01em', sm: 'normal' }} lineHeight="1.2" whiteSpace="nowrap">
          {tab.label}
        </Text>
        {said && !tab.tooltip && <VisuallyHidden>{said}</VisuallyHidden>}
        {active && (
          <Box aria-hidden position="absolute" top="0" insetX="25%" h="3px" roundedBottom="full" bg="brand.solid" />
        )}
      </RouterLink>
    </Flex>
  );
  // The tooltip's text is in the link's name too, for screen readers and phones.
  if (!tab.tooltip || !hints) return link;
  return (
    <Suspense fallback={link}>
      <TabTooltip hint={tab.tooltip}>{link}</TabTooltip>
    </Suspense>
  );
}

function BarFrame({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      as="nav"
      aria-label={TAB_BAR_LABEL}
      aria-busy={busy || undefined}
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      borderColor="border.muted"
      boxShadow="0 -4px 16px rgba(15, 23, 42, 0.06)"
      pb="env(safe-area-inset-bottom)"
      data-testid="tab-bar"
    >
      <Flex as="ul" listStyleType="none" m="0" p="0" maxW="lg" mx="auto" h={TAB_BAR_HEIGHT} align="stretch">
        {children}
      </Flex>
    </Box>
  );
}

export interface TabBarViewProps {
  viewer: Pick<Viewer, 'role' | 'isAdmin'> | null;
  /** The profile is still loading for a (probably) signed-in user: show the placeholder. */
  loading: boolean;
  pathname: string;
  badges?: TabBadges;
}

/** The bar itself, from plain props (tested without a session). Renders nothing when hidden. */
export function TabBarView({ viewer, loading, pathname, badges = {} }: TabBarViewProps) {
  const hints = !useMediaQuery(TOUCH_ONLY);
  if (isTabBarHidden(pathname)) return null;
  if (!viewer) {
    if (!loading) return null;
    return (
      <BarFrame busy>
        <VisuallyHidden>Carregando navegação</VisuallyHidden>
        {Array.from({ length: TAB_PLACEHOLDER_SLOTS }, (_, i) => (
          <Flex as="li" key={i} flex="1" direction="column" align="center" justify="center" gap="1.5" data-testid="tab-placeholder">
            <Skeleton boxSize="6" rounded="md" />
            <Skeleton h="2" w="10" rounded="full" />
          </Flex>
        ))}
      </BarFrame>
    );
  }
  const active = activeTabPath(pathname);
  return (
    <BarFrame>
      {tabsFor(viewer).map((tab) => (
        <Flex as="li" key={tab.path} flex="1" minW="0">
          <TabLink tab={tab} active={tab.path === active} badge={tab.badge ? (badges[tab.badge] ?? 0) : 0} hints={hints} />
        </Flex>
      ))}
    </BarFrame>
  );
}

/** The room the bar takes at the bottom of the screen. */
export const TAB_BAR_SPACE = `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom))`;

/** CSS variable with that room on the toast layer ('0px' when hidden); toasts sit above the bar. */
export const TAB_BAR_SPACE_VAR = '--tab-bar-space';

/** Whether the bar is on screen for this session and path (AppLayout reserves room for it). */
export function useTabBarVisible(): boolean {
  const { viewer, probablySignedIn } = useSession();
  const { pathname } = useLocation();
  return !isTabBarHidden(pathname) && (!!viewer || probablySignedIn);
}

/** Keeps TAB_BAR_SPACE_VAR in step with the bar (called once, by AppLayout). */
export function usePublishTabBarSpace(visible: boolean): void {
  useEffect(() => {
    if (!visible) return;
    const layer = toastLayer().style;
    layer.setProperty(TAB_BAR_SPACE_VAR, TAB_BAR_SPACE);
    return () => {
      layer.removeProperty(TAB_BAR_SPACE_VAR);
    };
  }, [visible]);
}

/** Bottom tab bar of signed-in users. */
export function TabBar() {
  const { viewer, loading, probablySignedIn } = useSession();
  const { pathname } = useLocation();
  const badges = useTabBadges();
  return <TabBarView viewer={viewer} loading={loading && probablySignedIn} pathname={pathname} badges={badges} />;
}
