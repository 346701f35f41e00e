import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ScreenProps } from '../../../routes/screenProps';
import { CommerceLayout, ListSkeleton, LoadError, Section } from '../../../ui/layout';
import { BarChart, POINTS_FORMAT, StatCard, pointsText, redemptionStatusLabel } from '../../loyalty/components';

export const LoyaltyDashboardDocument = graphql(`
  query LoyaltyDashboard {
    loyaltyDashboard(months: 12, topRewards: 5) {
      members
      pointsIssued
      pointsRedeemed
      pointsOutstanding
      pointsRefunded
      pointsExpired
      membersPerTier {
        count
        tier {
          key
          name
          color
        }
      }
      topRewards {
        rewardName
        redemptions
        points
      }
      issuedByMonth {
        month
        label
        points
        redeemed
      }
      redemptionsByStatus {
        status
        statusLabel
        count
      }
    }
  }
`);

/** /admin/loyalty: points issued, redeemed, outstanding (liability), tiers, top rewards, by month. */
export default function AdminLoyaltyPage({ title }: ScreenProps) {
  const { data, loading, refetch } = useQuery(LoyaltyDashboardDocument, { fetchPolicy: 'cache-and-network' });
  const d = data?.loyaltyDashboard;
  let content;
  if (!d && loading) content = <ListSkeleton label="Carregando painel" count={3} h="24" />;
  else if (!d) content = <LoadError message="Não foi possível carregar o painel do clube." onRetry={() => void refetch().catch(() => undefined)} />;
  else
    content = (
      <Stack gap="6">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <StatCard label="Pontos emitidos" value={POINTS_FORMAT.format(d.pointsIssued)} />
          <StatCard label="Pontos resgatados" value={POINTS_FORMAT.format(d.pointsRedeemed)} hint={d.pointsRefunded ? `${pointsText(d.pointsRefunded)} estornados` : undefined} />
          <StatCard label="Pontos em aberto" value={POINTS_FORMAT.format(d.pointsOutstanding)} hint="Passivo do clube" />
          <StatCard label="Membros" value={POINTS_FORMAT.format(d.members)} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Section title="Membros por nível">
            <BarChart label="Membros por nível" data={d.membersPerTier.map((t) => ({ label: t.tier.name, value: t.count, color: t.tier.color }))} />
          </Section>
          <Section title="Recompensas mais resgatadas">
            {d.topRewards.length ? <BarChart label="Recompensas mais resgatadas" data={d.topRewards.map((r) => ({ label: r.rewardName, value: r.redemptions }))} /> : <Heading size="sm" color="fg.muted">Nenhum resgate ainda</Heading>}
          </Section>
        </SimpleGrid>
        <Section title="Pontos emitidos por mês">
          <BarChart label="Pontos emitidos por mês" data={d.issuedByMonth.map((m) => ({ label: m.label, value: m.points }))} />
        </Section>
        <Section title="Resgates por status">
          <BarChart label="Resgates por status" data={d.redemptionsByStatus.map((s) => ({ label: redemptionStatusLabel(s.status), value: s.count, color: { PENDING: '#D69E2E', APPROVED: '#38A169', REFUSED: '#E53E3E', DELIVERED: '#3182CE' }[s.status] }))} />
        </Section>
      </Stack>
    );
  return (
    <CommerceLayout title={title} back={{ to: '/admin', label: 'Painel administrativo' }} maxW="6xl">
      {content}
    </CommerceLayout>
  );
}
