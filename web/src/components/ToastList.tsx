import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../notify';
import { toastLayer } from '../ui/useEdgeVar';

/** The toasts themselves: Chakra's toaster and its parts, a chunk of their own (see Toaster.tsx). */
export default function ToastList() {
  const [layer] = useState(() => ({ current: toastLayer() }));
  return (
    <Portal container={layer}>
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
