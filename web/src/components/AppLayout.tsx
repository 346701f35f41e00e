import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useRouteMeta } from '../routes/meta';
import { documentTitle } from '../routes/table';
import { Connectivity } from './Connectivity';
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

/**
 * Root layout of every route: offline banner/screen, navigation progress, document title,
 * scroll restoration and the toaster. Screens render their own chrome (PageShell).
 */
export function AppLayout() {
  return (
    <>
      <Connectivity />
      <NavigationProgress />
      <DocumentTitle />
      <Outlet />
      <ScrollRestoration />
      <Toaster />
    </>
  );
}
