import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { formatDate } from '@common/dates';
import { REFERRAL_BONUS_POINTS } from '@common/referral';
import { notify } from '../../notify';
import type { ScreenProps } from '../../routes/screens';
import { CommerceLayout, LoadError, Section } from '../../ui/layout';
import { MyReferralDocument } from './documents';

/** The invite link: signup with the code in `ref` (captured by the signup screen). */
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
  const { data, loading, refetch } = useQuery(MyReferralDocument, { variables: { first: 50 }, fetchPolicy: 'cache-and-network' });
  const referral = data?.viewer?.referral;
  const code = referral?.code;
  const link = referral ? referral.shareUrl || referralLink(referral.code) : '';
  const invitees = referral?.invitees.edges.map((e) => e.node) ?? [];
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
      ) : null}
      {referral ? (
        <Section title={`Seus convidados (${referral.invitees.totalCount})`}>
          {invitees.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              Ninguém se cadastrou com seu código ainda.
            </Text>
          ) : (
            <Stack as="ul" gap="2" m="0" p="0" aria-label="Convidados">
              {invitees.map((i, index) => (
                <HStack as="li" key={`${i.name}-${index}`} listStyleType="none" justify="space-between" gap="3" py="2" borderBottomWidth="1px" borderColor="border.muted" data-testid="invitee">
                  <Stack gap="0">
                    <Text fontWeight="medium">{i.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      Cadastro em {formatDate(i.joinedAt)}
                    </Text>
                  </Stack>
                  <Badge colorPalette={i.bonusState === 'CREDITED' ? 'green' : 'yellow'} variant="subtle">
                    {i.bonusState === 'CREDITED' ? `Bônus creditado` : 'Aguardando primeira compra'}
                  </Badge>
                </HStack>
              ))}
            </Stack>
          )}
        </Section>
      ) : loading ? (
        <Text color="fg.muted">Carregando…</Text>
      ) : (
        <LoadError message="Não foi possível carregar seu código de indicação." onRetry={() => void refetch().catch(() => undefined)} />
      )}
    </CommerceLayout>
  );
}
