import { Button, type ButtonProps } from '@chakra-ui/react';
import { notify } from '../notify';
import { useInstallPrompt } from './installPrompt';

/** 'Instalar app', shown only where the browser can install it (web/src/native/installPrompt.ts). */
export function InstallAppButton(props: ButtonProps) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button
      {...props}
      onClick={async () => {
        if (await install()) notify.success('Clube Local instalado na tela inicial');
      }}
    >
      Instalar app
    </Button>
  );
}
