import { Badge, Box, Button, Dialog, Grid, HStack, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { REDEMPTION_MESSAGES } from '@common/loyalty';
import { notify } from '../../notify';
import type { ScreenProps } from '../../routes/screens';
import { TagIcon } from '../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, Section } from '../../ui/layout';
import { RedeemButton, pointsText } from './components';
import { MyRedemptionsDocument, RedeemRewardDocument, RewardDetailDocument } from './documents';
import { stockText } from './RewardCatalogue';
import { globalIdOf } from '../../lib/ids';
import { DialogRoot } from '../../ui/DialogRoot';

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
    try {
      const result = await redeem({ variables: { input: { rewardId: reward.id, idempotencyKey: attemptKey } } });
      const payload = result.data?.redeemReward;
      const problem = payload?.userErrors[0]?.message;
      if (problem || !payload?.redemption) {
        setError(problem ?? REDEMPTION_MESSAGES.unavailable);
        notify.error(problem ?? REDEMPTION_MESSAGES.unavailable);
        return;
      }
      setAttemptKey(null);
      notify.success(payload.message ?? REDEMPTION_MESSAGES.requested);
      navigate('/resgates');
    } catch (e) {
      // network failure: the same key is kept, so "Confirmar" again never redeems twice
      const message = e instanceof Error && e.message ? e.message : 'Não foi possível concluir o resgate. Tente novamente.';
      setError(message);
      notify.error(message);
    }
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
      <DialogRoot open={!!attemptKey} onOpenChange={(e) => !e.open && !redeeming && setAttemptKey(null)} placement="center" role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Confirmar resgate</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
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
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setAttemptKey(null)} disabled={redeeming}>
                  Cancelar
                </Button>
                <Button onClick={() => void confirm()} loading={redeeming}>
                  Confirmar resgate
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </DialogRoot>
    </CommerceLayout>
  );
}
