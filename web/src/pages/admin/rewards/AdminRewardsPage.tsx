import { Badge, Box, Button, Dialog, HStack, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { REWARD_MESSAGES, rewardStatusAction, rewardStatusLabel, type RewardFieldsClean } from '@common/loyalty';
import type { AdminRewardFieldsFragment } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { PlusIcon, TagIcon, TrashIcon } from '../../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../../ui/layout';
import { POINTS_FORMAT } from '../../loyalty/components';
import { AdminRewardsDocument, CreateRewardDocument, DeleteRewardDocument, SetRewardStatusDocument, UpdateRewardDocument } from './documents';
import { EMPTY_REWARD_FORM, RewardForm, type RewardFormErrors, type RewardFormValues } from './RewardForm';
import { DataList } from '../../../ui/DataList';
import { submitMutation } from '../../../ui/mutation';
import { DialogRoot } from '../../../ui/DialogRoot';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

type Reward = AdminRewardFieldsFragment;

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
    const input = { ...value, imageUrl: value.imageUrl ?? '' };
    const creating = editing === 'new';
    const result = await submitMutation(
      async () =>
        creating
          ? (await create({ variables: { input } })).data?.createReward
          : (await update({ variables: { input: { ...input, id: (editing as Reward).id } } })).data?.updateReward,
      {
        success: creating ? REWARD_MESSAGES.created : REWARD_MESSAGES.updated,
        failure: creating ? REWARD_MESSAGES.createUnexpected : REWARD_MESSAGES.updateUnexpected,
        fields: Object.keys(EMPTY_REWARD_FORM),
      },
    );
    setServerErrors(result.fieldErrors);
    if (result.ok) {
      setEditing(null);
      void refetch().catch(() => undefined);
    }
  }

  async function toggle(r: Reward) {
    const { to } = rewardStatusAction(r.status);
    setToggling(r.id);
    await submitMutation(async () => (await setStatus({ variables: { input: { id: r.id, status: to } } })).data?.setRewardStatus, {
      success: to === 'ACTIVE' ? REWARD_MESSAGES.activated : REWARD_MESSAGES.deactivated,
      failure: REWARD_MESSAGES.statusUnexpected,
    });
    setToggling(null);
  }

  async function confirmDelete() {
    if (!deletingReward) return;
    const result = await submitMutation(async () => (await remove({ variables: { input: { id: deletingReward.id } } })).data?.deleteReward, {
      success: REWARD_MESSAGES.deleted,
      failure: REWARD_MESSAGES.deleteUnexpected,
    });
    if (result.ok) {
      setDeleting(null);
      void refetch().catch(() => undefined);
    }
  }

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando recompensas" count={4} h="14" />;
  else if (!connection) content = <LoadError message="Não foi possível carregar as recompensas." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (connection.edges.length === 0) content = <EmptyState icon={TagIcon} title="Nenhuma recompensa cadastrada" hint="Crie a primeira recompensa do clube." />;
  else
    content = (
      <DataList
        label="Recompensas"
        testId="admin-reward"
        rows={connection.edges.map((e) => e.node)}
        pageInfo={connection.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        columns={[
          {
            header: 'Recompensa',
            primary: true,
            cell: (r) => (
              <HStack gap="3">
                <Box boxSize="10" flexShrink={0} rounded="md" overflow="hidden" bg="gray.900">
                  <Image src={r.imageUrl} alt="" w="full" h="full" objectFit="cover" />
                </Box>
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium" lineClamp={1}>
                    {r.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {r.deliveryTime} · {r.redemptionCount} {r.redemptionCount === 1 ? 'resgate' : 'resgates'}
                  </Text>
                </Stack>
              </HStack>
            ),
          },
          { header: 'Categoria', cell: (r) => r.category },
          { header: 'Pontos', align: 'end', cell: (r) => POINTS_FORMAT.format(r.points) },
          { header: 'Estoque', align: 'end', cell: (r) => r.stock },
          {
            // One status, shown once: the badge and the one control that changes it.
            header: 'Status',
            cell: (r) => {
              const action = rewardStatusAction(r.status);
              return (
                <HStack gap="2" justify={{ base: 'flex-end', md: 'flex-start' }} wrap="wrap">
                  <Badge colorPalette={STATUS_COLORS[r.status]} variant="subtle" data-testid="reward-status">
                    {rewardStatusLabel(r.status)}
                  </Badge>
                  <Button size="xs" variant="outline" colorPalette={action.to === 'ACTIVE' ? 'green' : 'gray'} loading={toggling === r.id} aria-label={`${action.label} ${r.name}`} onClick={() => void toggle(r)}>
                    {action.label}
                  </Button>
                </HStack>
              );
            },
          },
        ]}
        actions={(r) => (
          <>
            <Button size="xs" variant="outline" onClick={() => { setServerErrors({}); setEditing(r); }}>
              Editar
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Excluir ${r.name}`} onClick={() => setDeleting(r)}>
              <TrashIcon />
            </Button>
          </>
        )}
      />
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
      <DialogRoot open={!!editing} onOpenChange={(e) => !e.open && setEditing(null)} placement="center" size="lg" scrollBehavior="inside">
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
      </DialogRoot>
      <ConfirmDialog
        open={!!deletingReward}
        title="Excluir recompensa"
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => !deleting && setDeleting(null)}
      >
        <Text>
          Excluir <strong>{deletingReward?.name}</strong>? Essa ação não pode ser desfeita.
        </Text>
      </ConfirmDialog>
    </CommerceLayout>
  );
}
