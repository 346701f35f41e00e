// The ways to pass a share's link on: 'Copiar link' and 'WhatsApp' (wa.me with a short pt-BR text
// and the link). In the share dialog, once shared, and on each open share in the sent list.
import { Button, HStack } from '@chakra-ui/react';
import { notify } from '../notify';
import { WhatsAppIcon } from '../ui/icons';
import { shareWhatsAppUrl } from './rules';

export function ShareLinkActions({ link, size = 'sm', variant = 'ghost' }: { link: string; size?: 'sm' | 'md'; variant?: 'ghost' | 'outline' }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Button
        size={size}
        variant={variant}
        onClick={() => {
          void navigator.clipboard
            .writeText(link)
            .then(() => notify.success('Link copiado'))
            .catch(() => notify.error('Não foi possível copiar o link', link));
        }}
      >
        Copiar link
      </Button>
      <Button asChild size={size} variant={variant} colorPalette="green" color="green.800">
        <a href={shareWhatsAppUrl(link)} target="_blank" rel="noopener noreferrer" aria-label="Enviar pelo WhatsApp">
          <WhatsAppIcon /> WhatsApp
        </a>
      </Button>
    </HStack>
  );
}
