import { Badge, Box, Button, Dialog, HStack, Image, Portal, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { REWARD_MESSAGES, type RewardFieldsClean } from '@common/loyalty';
import type { AdminRewardFieldsFragment } from '../../../gql/graphql';
import { notify } from '../../../notify';
import type { ScreenProps } from '../../../routes/screens';
import { PlusIcon, TagIcon, TrashIcon } from '../../orders/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../orders/ui';
import { POINTS_FORMAT } from '../../loyalty/components';
import { AdminRewardsDocument, CreateRewardDocument, DeleteRewardDocument, SetRewardStatusDocument, UpdateRewardDocument } from './documents';
import { EMPTY_REWARD_FORM, RewardForm, type RewardFormErrors, type RewardFormValues } from './RewardForm';
import { LoadMoreButton } from '../../../components/LoadMoreButton';

type Reward = AdminRewardFieldsFragment;
type Outcome = { message?: string | null; userErrors: { message: string; field?: string | null }[] } | null | undefined;

const STATUS_COLORS = { ACTIVE: 'green', INACTIVE: 'gray', PENDING: 'yellow' } as const;

function toForm(r: Reward): RewardFormValues {
  return {
    name: r.name,
    description: r.description,
    points: String(r.points),
    imageUrl: r.hasCustomImage ? r.imageUrl : '',
    category: r.category,
    stock: String(r.stock),
    deliveryTime: r.deliveryTime,
  };
}

/** The API's message as a toast; field errors go back to the form. */
function report(outcome: Outcome, fallback: string): { ok: boolean; fields: RewardFormErrors } {
  const errors = outcome?.userErrors ?? [];
  if (errors.length) {
    notify.error(errors[0].message);
    const fields: RewardFormErrors = {};
    for (const e of errors) if (e.field) fields[e.field as keyof RewardFormValues] ??= e.message;
    return { ok: false, fields };
  }
  notify.success(outcome?.message ?? fallback);
  return { ok: true, fields: {} };
}

/** /admin/rewards: every reward (ativo, inativo, pendente), create/edit, toggle, delete. */
export default function AdminRewardsPage({ title }: ScreenProps) {
  const { data, loading, refetch, fetchMore } = useQuery(AdminRewardsDocument, { variables: { first: 50 }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const [create] = useMutation(CreateRewardDocument);
  const [update] = useMutation(UpdateRewardDocument);
  const [setStatus] = useMutation(SetRewardStatusDocument);
  const [remove, { loading: deleting }] = useMutation(DeleteRewardDocument);
  const [editing, setEditing] = useState<Reward | 'new' | null>(null);
  const [serverErrors, setServerErrors] = useState<RewardFormErrors>({});
  const [deletingReward, setDeleting] = useState<Reward | null>(null);
  const [toggling, setToggling] = useState<string | null>(null);
  const connection = data?.adminRewards;
  const categories = data?.rewardCategories ?? [];

  async function save(value: RewardFieldsClean) {
    try {
      const input = { ...value, imageUrl: value.imageUrl ?? '' };
      const outcome =
        editing === 'new'
          ? (await create({ variables: { input } })).data?.createReward
          : (await update({ variables: { input: { ...input, id: (editing as Reward).id } } })).data?.updateReward;
      const result = report(outcome, editing === 'new' ? REWARD_MESSAGES.created : REWARD_MESSAGES.updated);
      setServerErrors(result.fields);
      if (result.ok) {
        setEditing(null);
        void refetch().catch(() => undefined);
      }
    } catch (e) {
      notify.error(e instanceof Error ? e.message : editing === 'new' ? REWARD_MESSAGES.createUnexpected : REWARD_MESSAGES.updateUnexpected);
    }
  }

  async function toggle(r: Reward, active: boolean) {
    setToggling(r.id);
    try {
      const outcome = (await setStatus({ variables: { input: { id: r.id, status: active ? 'ACTIVE' : 'INACTIVE' } } })).data?.setRewardStatus;
      report(outcome, active ? REWARD_MESSAGES.activated : REWARD_MESSAGES.deactivated);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : REWARD_MESSAGES.statusUnexpected);
    } finally {
      setToggling(null);
    }
  }

  async function confirmDelete() {
    if (!deletingReward) return;
    try {
      const outcome = (await remove({ variables: { input: { id: deletingReward.id } } })).data?.deleteReward;
      if (report(outcome, REWARD_MESSAGES.deleted).ok) {
        setDeleting(null);
        void refetch().catch(() => undefined);
      }
    } catch (e) {
      notify.error(e instanceof Error ? e.message : REWARD_MESSAGES.deleteUnexpected);
    }
  }

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando recompensas" count={4} h="14" />;
  else if (!connection) content = <LoadError message="Não foi possível carregar as recompensas." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (connection.edges.length === 0) content = <EmptyState icon={TagIcon} title="Nenhuma recompensa cadastrada" hint="Crie a primeira recompensa do clube." />;
  else
    content = (
      <Stack gap="3">
        <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" overflowX="auto">
          <Table.Root size="sm" minW="760px" aria-label="Recompensas">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Recompensa</Table.ColumnHeader>
                <Table.ColumnHeader>Categoria</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Pontos</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Estoque</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Ativo</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Ações</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {connection.edges.map(({ node: r }) => (
                <Table.Row key={r.id} data-testid="admin-reward-row">
                  <Table.Cell>
                    <HStack gap="3">
                      <Box boxSize="10" flexShrink={0} rounded="md" overflow="hidden" bg="gray.900">
                        <Image src={r.imageUrl} alt="" w="full" h="full" objectFit="cover" />
                      </Box>
                      <Stack gap="0" minW="0">
                        <Text fontWeight="medium" lineClamp={1}>
                          {r.name}
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          {r.deliveryTime} · {r.redemptionCount} {r.redemptionCount === 1 ? 'resgate' : 'resgates'}
                        </Text>
                      </Stack>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{r.category}</Table.Cell>
                  <Table.Cell textAlign="end">{POINTS_FORMAT.format(r.points)}</Table.Cell>
                  <Table.Cell textAlign="end">{r.stock}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_COLORS[r.status]} variant="subtle">
                      {r.statusLabel}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Switch.Root checked={r.status === 'ACTIVE'} disabled={toggling === r.id} onCheckedChange={(e) => void toggle(r, e.checked)} colorPalette="green">
                      <Switch.HiddenInput aria-label={`Ativar ${r.name}`} />
                      <Switch.Control />
                    </Switch.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack justify="flex-end" gap="1">
                      <Button size="xs" variant="outline" onClick={() => { setServerErrors({}); setEditing(r); }}>
                        Editar
                      </Button>
                      <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Excluir ${r.name}`} onClick={() => setDeleting(r)}>
                        <TrashIcon />
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <LoadMoreButton pageInfo={connection.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
      </Stack>
    );

  return (
    <CommerceLayout
      title={title}
      description={connection ? `${connection.totalCount} ${connection.totalCount === 1 ? 'recompensa' : 'recompensas'}` : undefined}
      back={{ to: '/admin', label: 'Painel administrativo' }}
      actions={
        <Button onClick={() => { setServerErrors({}); setEditing('new'); }}>
          <PlusIcon /> Nova recompensa
        </Button>
      }
      maxW="6xl"
    >
      {content}
      <Dialog.Root open={!!editing} onOpenChange={(e) => !e.open && setEditing(null)} placement="center" size="lg" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px={{ base: '2', md: '4' }}>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{editing === 'new' ? 'Nova recompensa' : 'Editar recompensa'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="6">
                {editing && (
                  <RewardForm
                    key={editing === 'new' ? 'new' : editing.id}
                    initial={editing === 'new' ? EMPTY_REWARD_FORM : toForm(editing)}
                    categories={categories}
                    submitLabel={editing === 'new' ? 'Criar recompensa' : 'Salvar alterações'}
                    serverErrors={serverErrors}
                    onSubmit={save}
                    onCancel={() => setEditing(null)}
                  />
                )}
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <Dialog.Root open={!!deletingReward} onOpenChange={(e) => !e.open && setDeleting(null)} placement="center" role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Excluir recompensa</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>
                  Excluir <strong>{deletingReward?.name}</strong>? Essa ação não pode ser desfeita.
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setDeleting(null)} disabled={deleting}>
                  Cancelar
                </Button>
                <Button colorPalette="red" loading={deleting} onClick={() => void confirmDelete()}>
                  Excluir
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </CommerceLayout>
  );
}
