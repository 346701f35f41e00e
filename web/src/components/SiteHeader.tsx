import { Box, Button, Circle, Container, Flex, HStack, Link, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { SearchBar } from '../catalog/SearchBar';
import { SiteLogo } from '../catalog/siteSettings';
import { BellIcon, UserIcon } from '../ui/icons';
import { useEdgeVar } from '../ui/useEdgeVar';
import { useUnreadNotifications } from '../notifications/useNotifications';

/** Entrar/Criar conta for visitors; the user's first name and 'Sair' once signed in. */
function UserMenu() {
  const { viewer, loading, probablySignedIn, signOut } = useSession();
  const [leaving, setLeaving] = useState(false);

  if (loading && probablySignedIn) {
    return <Skeleton h="8" w="32" rounded="md" aria-label="Carregando sua conta" />;
  }
  if (!viewer) {
    return (
      <>
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="/login">Entrar</RouterLink>
        </Button>
        <Button asChild size="sm">
          <RouterLink to="/signup">Criar conta</RouterLink>
        </Button>
      </>
    );
  }
  const firstName = viewer.name.trim().split(/\s+/)[0] || viewer.name;
  return (
    <>
      <NotificationBell />
      <Link
        asChild
        fontWeight="medium"
        fontSize="sm"
        color="fg"
        _hover={{ color: 'brand.fg' }}
        maxW={{ base: '28', sm: '48' }}
        title={viewer.name}
      >
        <RouterLink to="/profile" aria-label={`Minha conta: ${viewer.name}`}>
          <UserIcon boxSize="5" />
          <Text as="span" truncate data-testid="header-user-name">
            {firstName}
          </Text>
        </RouterLink>
      </Link>
      <Button
        variant="outline"
        size="sm"
        loading={leaving}
        loadingText="Saindo..."
        onClick={async () => {
          setLeaving(true);
          try {
            await signOut({ redirectTo: '/' });
          } finally {
            setLeaving(false);
          }
        }}
      >
        Sair
      </Button>
    </>
  );
}

/** The bell: a link to /notificacoes with the unread count. */
function NotificationBell() {
  const unread = useUnreadNotifications();
  return (
    <Link asChild color="fg" _hover={{ color: 'brand.fg' }} position="relative" p="1" data-testid="notification-bell">
      <RouterLink to="/notificacoes">
        <BellIcon boxSize="5" />
        <VisuallyHidden>Notificações</VisuallyHidden>
        {unread > 0 && (
          // A circle that centres its count, as the tab bar's badges do.
          <Circle as="span" position="absolute" top="-1" insetEnd="-1.5" minW="4.5" h="4.5" px="1" bg="red.600" color="white" fontSize="2xs" fontWeight="bold" lineHeight="1" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
            <VisuallyHidden>{unread === 1 ? ' não lida' : ' não lidas'}</VisuallyHidden>
          </Circle>
        )}
      </RouterLink>
    </Link>
  );
}

/** CSS variable with the header's bottom edge: phone toasts open below it, not over 'Entrar' or 'Sair'. */
export const HEADER_SPACE_VAR = '--header-space';

/**
 * Site header: logo (site settings, text fallback), product search with suggestions, Explorar and the
 * user menu. Memoised: it has no props, and it re-renders by itself on a new route or session, not
 * each time the page under it gets its data.
 */
export const SiteHeader = memo(function SiteHeader() {
  const { pathname, search } = useLocation();
  // On the product lists the field shows the current ?search= term.
  const listing = /^\/(explore|marketplace(\/products)?)\/?$/.test(pathname);
  const currentTerm = listing ? (new URLSearchParams(search).get('search') ?? '') : '';
  const header = useEdgeVar<HTMLDivElement>(HEADER_SPACE_VAR);
  return (
    <Box as="header" ref={header} bg="bg" borderBottomWidth="1px" borderColor="border.muted" position="relative" zIndex="sticky">
      <Container maxW="6xl" py="3">
        <Flex align="center" gap={{ base: '3', md: '6' }} wrap={{ base: 'wrap', md: 'nowrap' }}>
          <Box flexShrink={0}>
            <SiteLogo />
          </Box>
          <Box order={{ base: 3, md: 2 }} flexBasis={{ base: '100%', md: 'auto' }} flex={{ md: '1' }} maxW={{ md: 'xl' }}>
            <SearchBar defaultValue={currentTerm} />
          </Box>
          <HStack as="nav" aria-label="Navegação principal" gap={{ base: '2', md: '4' }} order={{ base: 2, md: 3 }} ms="auto" flexShrink={0}>
            <Link
              asChild
              display={{ base: 'none', sm: 'inline-flex' }}
              fontWeight="medium"
              fontSize="sm"
              color="fg"
              _hover={{ color: 'brand.fg' }}
            >
              <RouterLink to="/explore">Explorar</RouterLink>
            </Link>
            <UserMenu />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
});
