import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useRouteMeta } from '../routes/meta';
import { documentTitle } from '../routes/table';
import { useReferralCapture } from '../session/referral';
import { SessionProvider } from '../session/SessionProvider';
import { CartPopup } from './CartPopup';
import { Connectivity } from './Connectivity';
import { UpdateBanner } from '../offline/UpdateBanner';
import { TAB_BAR_SPACE, TabBar, usePublishTabBarSpace, useTabBarVisible } from './TabBar';
import { Toaster } from './Toaster';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      aria-hidden
      position="fixed"
      top="0"
      insetInline="0"
      h="3px"
      zIndex="toast"
      bgGradient="to-r"
      gradientFrom="brand.400"
      gradientTo="brand.700"
    />
  );
}

function DocumentTitle() {
  const meta = useRouteMeta();
  useEffect(() => {
    if (meta) document.title = documentTitle(meta.title);
  }, [meta]);
  return null;
}

/** Reads ?ref= / ?referral= / ?codigo= on every URL change (referral capture). */
function ReferralCapture() {
  useReferralCapture();
  return null;
}

/** Room at the end of the page so the fixed tab bar never covers content. */
function TabBarSpacer() {
  const visible = useTabBarVisible();
  usePublishTabBarSpace(visible);
  if (!visible) return null;
  return <Box aria-hidden h={TAB_BAR_SPACE} flexShrink={0} />;
}

/**
 * Root layout of every route: the session, offline banner/screen, the new-version bar, navigation progress, document
 * title, referral capture, scroll restoration, the bottom tab bar of signed-in users and the
 * toaster. Screens render their own chrome (PageShell).
 */
export function AppLayout() {
  return (
    <SessionProvider>
      <Connectivity />
      <UpdateBanner />
      <NavigationProgress />
      <DocumentTitle />
      <ReferralCapture />
      <Outlet />
      <TabBarSpacer />
      <TabBar />
      <CartPopup />
      <ScrollRestoration />
      <Toaster />
    </SessionProvider>
  );
}
