import { Button, HStack, Link, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ScreenProps } from '../../routes/screenProps';
import { CommerceLayout, LoadError } from '../../ui/layout';
import { TierCard } from './components';
import { LoyaltyOverviewDocument } from './documents';
import { RewardCatalogue } from './RewardCatalogue';

/** /rewards: balance, tier card, monthly points and the catalogue of active rewards. */
export default function RewardsPage({ title }: ScreenProps) {
  const { data, loading, refetch } = useQuery(LoyaltyOverviewDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const viewer = data?.viewer;
  const summary = viewer?.loyalty;

  return (
    <CommerceLayout
      title={title}
      description="Troque seus pontos por recompensas das lojas do Clube Local."
      actions={
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/resgates">Meus resgates</RouterLink>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <RouterLink to="/profile/points-history">Histórico de pontos</RouterLink>
          </Button>
        </HStack>
      }
    >
      <Stack gap="6">
        {viewer && summary ? (
          <SimpleGrid columns={{ base: 1, md: 1 }}>
            <TierCard tierPoints={summary.tier.points} balance={summary.balance} monthlyPoints={summary.monthlyPoints} monthName={summary.monthName} />
          </SimpleGrid>
        ) : loading ? (
          <Skeleton h="44" rounded="2xl" aria-label="Carregando seus pontos" />
        ) : (
          <LoadError message="Não foi possível carregar seus pontos." onRetry={() => void refetch().catch(() => undefined)} />
        )}
        <RewardCatalogue balance={viewer?.pointsBalance ?? 0} />
        <Link asChild fontSize="sm" color="fg.muted" alignSelf="center">
          <RouterLink to="/profile/referrals">Indique amigos e ganhe pontos</RouterLink>
        </Link>
      </Stack>
    </CommerceLayout>
  );
}
