import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { OFFLINE_SCREEN_DELAY_MS, useOfflineFor, useOnlineStatus } from '../lib/useOnlineStatus';
import { WifiOffIcon } from '../ui/icons';

export const OFFLINE_BANNER_TEXT = 'Sem conexão - Modo offline';
export const OFFLINE_SCREEN_TITLE = 'Você está offline';
export const OFFLINE_CONTINUE_LABEL = 'Continuar offline';

/** Red banner at the top while the browser is offline (Connectivity). */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Box
      role="alert"
      position="sticky"
      top="0"
      zIndex="popover"
      bg="red.600"
      color="white"
      textAlign="center"
      fontWeight="semibold"
      fontSize="sm"
      py="2"
      px="4"
    >
      {OFFLINE_BANNER_TEXT}
    </Box>
  );
}

// 'Continuar offline' holds for the rest of the visit (this tab, also across a reload): connections
// on a phone drop often and briefly, and the full screen coming back on every drop covered the open
// conversation the person had chosen to stay in. Later drops show only the red banner.
const CONTINUE_KEY = 'clube:offline-continue';
const continueListeners = new Set<() => void>();
let continuedInMemory = false;

function hasContinued(): boolean {
  if (continuedInMemory) return true;
  try {
    return sessionStorage.getItem(CONTINUE_KEY) === '1';
  } catch {
    return false;
  }
}

function continueOffline(): void {
  continuedInMemory = true;
  try {
    sessionStorage.setItem(CONTINUE_KEY, '1');
  } catch {
    // Storage unavailable (private mode): the choice holds until the page is reloaded.
  }
  for (const listener of continueListeners) listener();
}

/** Forgets the choice (tests). */
export function resetOfflineContinue(): void {
  continuedInMemory = false;
  try {
    sessionStorage.removeItem(CONTINUE_KEY);
  } catch {
    // nothing stored
  }
}

function subscribeContinue(listener: () => void): () => void {
  continueListeners.add(listener);
  return () => continueListeners.delete(listener);
}

/**
 * Full offline screen after `delayMs` without connectivity; hidden on reconnection. 'Continuar
 * offline' closes it for the rest of the visit, to read what the app already loaded and stay where
 * one is (the service worker keeps the app and the last pages seen; the red banner stays and shows
 * again on later drops).
 */
export function OfflineScreen({ delayMs = OFFLINE_SCREEN_DELAY_MS }: { delayMs?: number }) {
  const offlineLong = useOfflineFor(delayMs);
  const dismissed = useSyncExternalStore(subscribeContinue, hasContinued, () => false);
  if (!offlineLong || dismissed) return null;
  return (
    <Center
      role="dialog"
      aria-modal="true"
      aria-labelledby="offline-screen-title"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg"
      px="6"
      data-testid="offline-screen"
    >
      <Stack align="center" gap="4" maxW="md" textAlign="center">
        <Center boxSize="20" rounded="full" bg="red.50" color="red.600">
          <WifiOffIcon boxSize="10" />
        </Center>
        <Heading id="offline-screen-title" as="h1" size="2xl">
          {OFFLINE_SCREEN_TITLE}
        </Heading>
        <Text color="fg.muted">
          Não encontramos conexão com a internet. Confira o Wi-Fi ou os dados móveis do seu
          aparelho; assim que a conexão voltar, esta tela some sozinha e você continua de onde
          parou.
        </Text>
        <Button variant="outline" onClick={continueOffline}>
          {OFFLINE_CONTINUE_LABEL}
        </Button>
      </Stack>
    </Center>
  );
}

/** Banner + delayed offline screen; mounted once in AppLayout. */
export function Connectivity() {
  return (
    <>
      <OfflineBanner />
      <OfflineScreen />
    </>
  );
}
