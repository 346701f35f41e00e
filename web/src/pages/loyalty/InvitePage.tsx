// /convite: the invitation behind the footer's 'Indique e ganhe' and every ?ref link. A visitor
// with a code sees who invites them and signs up with it; a member sees the rules, their code and
// the ways to share it.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { INVITE_DESCRIPTION, INVITE_RULES, inviteHeadline, inviteOffer } from '@common/referral';
import { graphql } from '../../gql';
import type { ScreenProps } from '../../routes/screenProps';
import { useSession } from '../../session/SessionProvider';
import { useReferralCode } from '../../session/referral';
import { CommerceLayout, LoadError, Section } from '../../ui/layout';
import { GiftIcon } from '../../ui/icons';
import { MyReferralDocument } from './documents';
import { ReferralShare, referralLink } from './ReferralShare';

export const ReferralInviteDocument = graphql(`
  query ReferralInvite($code: String!) {
    referralInvite(code: $code) {
      code
      inviterName
    }
  }
`);

function Rules() {
  return (
    <Section title="Como funciona">
      <Stack as="ol" gap="2" m="0" pl="5" listStyleType="decimal">
        {INVITE_RULES.map((rule) => (
          <Text as="li" key={rule}>
            {rule}
          </Text>
        ))}
      </Stack>
    </Section>
  );
}

/** The offer with the code in bold. */
function InviteOffer({ code }: { code: string }) {
  const [before, , after] = inviteOffer(code);
  return (
    <Text>
      {before}
      <strong>{code}</strong>
      {after}
    </Text>
  );
}

function Invitation({ code }: { code: string }) {
  const { data, loading, error, refetch } = useQuery(ReferralInviteDocument, { variables: { code } });
  if (loading && !data) return <Section aria-busy="true">Carregando o convite…</Section>;
  if (error && !data) return <LoadError message="Não foi possível carregar o convite." onRetry={() => void refetch().catch(() => undefined)} />;
  const invite = data?.referralInvite;
  return (
    <>
      <Section>
        <Stack gap="3" align="flex-start" data-testid="invitation">
          <HStack gap="2" color="brand.fg">
            <GiftIcon boxSize="6" />
            <Text fontWeight="bold" fontSize="lg">
              {invite ? inviteHeadline(invite.inviterName) : 'Convite não encontrado: confira o link com quem convidou você.'}
            </Text>
          </HStack>
          {invite && <InviteOffer code={invite.code} />}
          <HStack gap="2" wrap="wrap">
            <Button asChild>
              <RouterLink to={invite ? `/signup?ref=${encodeURIComponent(invite.code)}` : '/signup'}>
                {invite ? 'Criar conta com o convite' : 'Criar conta'}
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/login">Já tenho conta</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Section>
      <Rules />
    </>
  );
}

function MemberInvite() {
  const { data, loading, refetch } = useQuery(MyReferralDocument, { variables: { first: 1 }, fetchPolicy: 'cache-and-network' });
  const referral = data?.viewer?.referral;
  if (!referral && loading) return <Section aria-busy="true">Carregando seu código…</Section>;
  if (!referral) return <LoadError message="Não foi possível carregar seu código de indicação." onRetry={() => void refetch().catch(() => undefined)} />;
  return (
    <>
      <Section>
        <Stack gap="3">
          <ReferralShare code={referral.code} link={referral.shareUrl || referralLink(referral.code)} />
          <Button asChild variant="ghost" alignSelf="flex-start" size="sm">
            <RouterLink to="/profile/referrals">Ver minhas indicações ({referral.invitees.totalCount})</RouterLink>
          </Button>
        </Stack>
      </Section>
      <Rules />
    </>
  );
}

export default function InvitePage({ title }: ScreenProps) {
  const { viewer, loading } = useSession();
  const fromLink = useSearchParams()[0].get('ref');
  const captured = useReferralCode();
  const code = fromLink?.trim() || captured;
  let main;
  if (loading) main = null;
  else if (viewer) main = <MemberInvite />;
  else if (code) main = <Invitation code={code} />;
  else
    main = (
      <>
        <Section>
          <Stack gap="3" align="flex-start">
            <Text>Entre para ver seu código e convidar amigos, ou crie sua conta.</Text>
            <HStack gap="2" wrap="wrap">
              <Button asChild>
                <RouterLink to="/login?redirect=%2Fconvite">Entrar</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to="/signup">Criar conta</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Section>
        <Rules />
      </>
    );
  return (
    <CommerceLayout title={title} description={INVITE_DESCRIPTION} maxW="3xl">
      {/* Each block brings the rules below it once it has what it shows: nothing moves when it arrives. */}
      <Stack gap="4">{main}</Stack>
    </CommerceLayout>
  );
}
