import { Badge, Box, Button, Grid, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { REDEMPTION_MESSAGES } from '@common/loyalty';
import { submitMutation } from '../../ui/mutation';
import type { ScreenProps } from '../../routes/screenProps';
import { TagIcon } from '../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, Section } from '../../ui/layout';
import { RedeemButton, pointsText } from './components';
import { MyRedemptionsDocument, RedeemRewardDocument, RewardDetailDocument } from './documents';
import { stockText } from './RewardCatalogue';
import { globalIdOf } from '../../lib/ids';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

const REDEMPTION_FAILED = 'Não foi possível concluir o resgate. Tente novamente.';

/** A fresh idempotency key: one per redemption attempt (kept across retries of that attempt). */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? `redeem:${crypto.randomUUID()}` : `redeem:${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** /rewards/detail/:id and /resgate/:id: the reward, 'Resgatar' → confirmation → /resgates. */
export default function RewardDetailPage({ title }: ScreenProps) {
  const { id: routeId = '' } = useParams();
  const id = globalIdOf('Reward', routeId);
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery(RewardDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const [redeem, { loading: redeeming }] = useMutation(RedeemRewardDocument, { refetchQueries: [MyRedemptionsDocument] });
  const [attemptKey, setAttemptKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reward = data?.reward;
  const balance = data?.viewer?.pointsBalance ?? 0;

  async function confirm() {
    if (!reward || !attemptKey) return;
    setError(null);
    // On a network failure the same key is kept, so "Confirmar" again never redeems twice.
    const outcome = await submitMutation(async () => (await redeem({ variables: { input: { rewardId: reward.id, idempotencyKey: attemptKey } } })).data?.redeemReward, {
      success: REDEMPTION_MESSAGES.requested,
      failure: REDEMPTION_FAILED,
    });
    if (!outcome.ok) {
      setError(outcome.formError);
      return;
    }
    setAttemptKey(null);
    navigate('/resgates');
  }

  let content;
  if (!reward && loading) content = <ListSkeleton label="Carregando recompensa" count={1} h="80" />;
  else if (!reward && data) content = <EmptyState icon={TagIcon} title={REDEMPTION_MESSAGES.rewardNotFound} hint="Ela pode ter sido desativada ou removida." />;
  else if (!reward) content = <LoadError message="Não foi possível carregar a recompensa." onRetry={() => void refetch().catch(() => undefined)} />;
  else
    content = (
      <Section>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '4', md: '8' }}>
          <Box rounded="xl" overflow="hidden" bg="gray.900" aspectRatio={4 / 3}>
            <Image src={reward.imageUrl} alt={reward.name} w="full" h="full" objectFit="cover" />
          </Box>
          <Stack gap="4">
            <Stack gap="2">
              <Badge alignSelf="flex-start" variant="subtle">
                {reward.category}
              </Badge>
              <Text as="h2" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" data-testid="reward-name">
                {reward.name}
              </Text>
              <Text fontSize="2xl" fontWeight="bold" color="brand.fg" data-testid="reward-points">
                {pointsText(reward.points)}
              </Text>
            </Stack>
            {reward.description && <Text color="fg.muted">{reward.description}</Text>}
            <Stack gap="1" fontSize="sm">
              <HStack justify="space-between">
                <Text color="fg.muted">Disponibilidade</Text>
                <Text fontWeight="medium">{stockText(reward.stock)}</Text>
              </HStack>
              <HStack justify="space-between">
                <Text color="fg.muted">Prazo de entrega</Text>
                <Text fontWeight="medium">{reward.deliveryTime}</Text>
              </HStack>
              <HStack justify="space-between">
                <Text color="fg.muted">Seu saldo</Text>
                <Text fontWeight="medium" data-testid="detail-balance">
                  {pointsText(balance)}
                </Text>
              </HStack>
            </Stack>
            <RedeemButton
              balance={balance}
              points={reward.points}
              stock={reward.stock}
              active={reward.status === 'ACTIVE'}
              onClick={() => {
                setError(null);
                setAttemptKey(newIdempotencyKey());
              }}
            />
          </Stack>
        </Grid>
      </Section>
    );

  return (
    <CommerceLayout title={title} back={{ to: '/rewards', label: 'Recompensas' }} maxW="4xl">
      {content}
      <ConfirmDialog
        open={!!attemptKey}
        title="Confirmar resgate"
        confirmLabel="Confirmar resgate"
        busyLabel="Confirmar resgate"
        busy={redeeming}
        tone="primary"
        onConfirm={() => void confirm()}
        onClose={() => !redeeming && setAttemptKey(null)}
      >
        <Stack gap="2">
          <Text>
            Resgatar <strong>{reward?.name}</strong> por <strong>{pointsText(reward?.points ?? 0)}</strong>?
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Os pontos são descontados na hora. Se o resgate for recusado, eles voltam para o seu saldo.
          </Text>
          {error && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </ConfirmDialog>
    </CommerceLayout>
  );
}
