import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { toaster } from '../notify';

/**
 * Renders the toasts created through `notify` / `toaster`. Mounted once, in AppLayout, but only
 * from the first toast on: Chakra's toaster starts a state machine that updates the whole app
 * synchronously as it mounts, work no page needs before it has something to say
 * (docs/decisions.md, "O aviso só quando há aviso").
 */
export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    // A toast created between the first render and this effect is already in the store.
    if (toaster.getVisibleToasts().length > 0) setNeeded(true);
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable !== false && <Toast.CloseTrigger aria-label="Fechar aviso" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
