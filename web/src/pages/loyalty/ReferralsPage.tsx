import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { formatDate } from '@common/dates';
import { REFERRAL_BONUS_POINTS } from '@common/referral';
import type { ScreenProps } from '../../routes/screenProps';
import { CommerceLayout, LoadError, Section } from '../../ui/layout';
import { MyReferralDocument } from './documents';
import { ReferralShare, referralLink } from './ReferralShare';

/** /profile/referrals: the viewer's code and share link. */
export default function ReferralsPage({ title }: ScreenProps) {
  const { data, loading, refetch } = useQuery(MyReferralDocument, { variables: { first: 50 }, fetchPolicy: 'cache-and-network' });
  const referral = data?.viewer?.referral;
  const code = referral?.code;
  const link = referral ? referral.shareUrl || referralLink(referral.code) : '';
  const invitees = referral?.invitees.edges.map((e) => e.node) ?? [];
  return (
    <CommerceLayout title={title} description={`Convide amigos: cada amigo ganha ${REFERRAL_BONUS_POINTS} pontos na primeira compra.`} back={{ to: '/profile', label: 'Perfil' }} maxW="3xl">
      {code ? (
        <Section>
          <ReferralShare code={code} link={link} />
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
