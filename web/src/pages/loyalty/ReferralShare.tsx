// The member's invite: their code, the link and the ways to send it (copy, the phone's share
// sheet, WhatsApp). Shown at /convite and /profile/referrals.
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { REFERRAL_BONUS_POINTS } from '@common/referral';
import { notify } from '../../notify';
import { WhatsAppIcon } from '../../ui/icons';

/** The invite link: the invitation page with the code in `ref` (captured on any screen). */
export function referralLink(code: string, origin = window.location.origin): string {
  return `${origin}/convite?ref=${encodeURIComponent(code)}`;
}

export const REFERRAL_TEXTS = {
  copied: 'Link copiado!',
  copyFailed: 'Não foi possível copiar o link',
  shareTitle: 'Clube Local',
  shareText: (code: string) => `Use meu código ${code} no Clube Local e ganhe ${REFERRAL_BONUS_POINTS} pontos na primeira compra!`,
} as const;

export function ReferralShare({ code, link }: { code: string; link: string }) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${REFERRAL_TEXTS.shareText(code)} ${link}`)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(REFERRAL_TEXTS.copied);
    } catch {
      notify.error(REFERRAL_TEXTS.copyFailed, link);
    }
  }

  async function share() {
    try {
      await navigator.share({ title: REFERRAL_TEXTS.shareTitle, text: REFERRAL_TEXTS.shareText(code), url: link });
    } catch {
      // cancelled by the user
    }
  }

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          Seu código de indicação
        </Text>
        <Text fontSize="3xl" fontWeight="bold" letterSpacing="wider" data-testid="referral-code">
          {code}
        </Text>
      </Stack>
      <Stack gap="1.5">
        <Text asChild fontSize="sm" fontWeight="medium">
          <label htmlFor="referral-link">Link para compartilhar</label>
        </Text>
        <Input id="referral-link" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
        <HStack gap="2" wrap="wrap">
          <Button onClick={() => void copy()}>Copiar link</Button>
          <Button asChild variant="outline" colorPalette="green">
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              <WhatsAppIcon /> WhatsApp
            </a>
          </Button>
          {canShare && (
            <Button variant="outline" onClick={() => void share()}>
              Compartilhar
            </Button>
          )}
        </HStack>
      </Stack>
      <Box fontSize="sm" color="fg.muted">
        Quem se cadastrar pelo seu link recebe o bônus de {REFERRAL_BONUS_POINTS} pontos ao fazer a primeira compra.
      </Box>
    </Stack>
  );
}
