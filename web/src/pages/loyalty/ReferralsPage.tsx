import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { REFERRAL_BONUS_POINTS } from '../../../../common/referral';
import { notify } from '../../notify';
import type { ScreenProps } from '../../routes/screens';
import { CommerceLayout, LoadError, Section } from '../orders/ui';
import { MyReferralDocument } from './documents';

/** The invite link: signup with the code in `ref` (captured by the signup screen, spec 01 §4). */
export function referralLink(code: string, origin = window.location.origin): string {
  return `${origin}/signup?ref=${encodeURIComponent(code)}`;
}

export const REFERRAL_TEXTS = {
  copied: 'Link copiado!',
  copyFailed: 'Não foi possível copiar o link',
  shareTitle: 'Clube Local',
  shareText: (code: string) => `Use meu código ${code} no Clube Local e ganhe ${REFERRAL_BONUS_POINTS} pontos na primeira compra!`,
} as const;

/** /profile/referrals: the viewer's code and share link. */
export default function ReferralsPage({ title }: ScreenProps) {
  const { data, loading, refetch } = useQuery(MyReferralDocument, { fetchPolicy: 'cache-and-network' });
  const code = data?.viewer?.referralCode;
  const link = code ? referralLink(code) : '';
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(REFERRAL_TEXTS.copied);
    } catch {
      notify.error(REFERRAL_TEXTS.copyFailed);
    }
  }

  async function share() {
    try {
      await navigator.share({ title: REFERRAL_TEXTS.shareTitle, text: REFERRAL_TEXTS.shareText(code ?? ''), url: link });
    } catch {
      // cancelled by the user
    }
  }

  return (
    <CommerceLayout title={title} description={`Convide amigos: cada amigo ganha ${REFERRAL_BONUS_POINTS} pontos na primeira compra.`} back={{ to: '/profile', label: 'Perfil' }} maxW="3xl">
      {code ? (
        <Section>
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
              <HStack gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
                <Input id="referral-link" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
                <Button onClick={() => void copy()} flexShrink={0}>
                  Copiar link
                </Button>
                {canShare && (
                  <Button variant="outline" onClick={() => void share()} flexShrink={0}>
                    Compartilhar
                  </Button>
                )}
              </HStack>
            </Stack>
            <Box fontSize="sm" color="fg.muted">
              Quem se cadastrar pelo seu link recebe o bônus de {REFERRAL_BONUS_POINTS} pontos ao fazer a primeira compra.
            </Box>
          </Stack>
        </Section>
      ) : loading ? (
        <Text color="fg.muted">Carregando…</Text>
      ) : (
        <LoadError message="Não foi possível carregar seu código de indicação." onRetry={() => void refetch().catch(() => undefined)} />
      )}
    </CommerceLayout>
  );
}
