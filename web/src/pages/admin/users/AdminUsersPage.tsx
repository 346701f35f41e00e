import { Badge, Button, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ADMIN_USER_MESSAGES } from '@common/admin-users';
import { formatDate } from '@common/dates';
import { pointsText } from '@common/loyalty';
import { maskCpf, maskPhone } from '@common/masks';
import { ROLE_LABELS } from '@common/roles';
import type { AdminUserRowFragment, AdminUsersQueryVariables } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { useSession } from '../../../session/SessionProvider';
import { DataList } from '../../../ui/DataList';
import { SearchIcon, UsersIcon } from '../../../ui/icons';
import { FilterSelect, useSettled } from '../../../ui/filters';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { AdminUsersDocument, SetUserAdminDocument, SetUserBlockedDocument } from './documents';

// /admin/users 'Usuários': every account with search (name, e-mail, CPF) and filters; what an
// admin needs to know of each (orders, points, addresses, open sessions); promote to admin or
// remove the privileges, block or unblock — always with a reason, which goes to /admin/logs
// (docs/decisions.md, "Usuários (admin)").

type Row = AdminUserRowFragment;
type Action = 'promote' | 'demote' | 'block' | 'unblock';

const FILTERS: { value: string; label: string; variables: Partial<AdminUsersQueryVariables> }[] = [
  { value: '', label: 'Todos', variables: {} },
  { value: 'CONSUMER', label: 'Consumidores', variables: { role: 'CONSUMER' } },
  { value: 'PROFESSIONAL', label: 'Profissionais', variables: { role: 'PROFESSIONAL' } },
  { value: 'STORE_OWNER', label: 'Lojistas', variables: { role: 'STORE_OWNER' } },
  { value: 'SELLER', label: 'Vendedores', variables: { role: 'SELLER' } },
  { value: 'admins', label: 'Administradores', variables: { admins: true } },
  { value: 'blocked', label: 'Bloqueados', variables: { blocked: true } },
];

const ACTIONS: Record<Action, { label: string; title: string; busy: string; failure: string; note?: string }> = {
  promote: { label: 'Promover a admin', title: 'Promover a administrador?', busy: 'Promovendo...', failure: ADMIN_USER_MESSAGES.promoteFailed, note: 'A pessoa passa a ver e mudar tudo no painel administrativo.' },
  demote: { label: 'Remover admin', title: 'Remover privilégios de administrador?', busy: 'Removendo...', failure: ADMIN_USER_MESSAGES.demoteFailed },
  block: { label: 'Bloquear', title: 'Bloquear usuário?', busy: 'Bloqueando...', failure: ADMIN_USER_MESSAGES.blockFailed, note: 'As sessões abertas terminam na hora e o login passa a ser recusado.' },
  unblock: { label: 'Desbloquear', title: 'Desbloquear usuário?', busy: 'Desbloqueando...', failure: ADMIN_USER_MESSAGES.unblockFailed },
};

function actionsFor(user: Row, viewerId: string | undefined): Action[] {
  if (user.id === viewerId) return [];
  if (user.blocked) return ['unblock'];
  return user.isAdmin ? ['demote'] : ['promote', 'block'];
}

function ActionDialog({ target, onClose }: { target: { user: Row; action: Action } | null; onClose: () => void }) {
  const client = useApolloClient();
  const texts = target ? ACTIONS[target.action] : null;
  async function run(reason: string) {
    if (!target) return { ok: false };
    const { user, action } = target;
    const result = await submitMutation(
      async () => {
        if (action === 'promote' || action === 'demote') {
          return (await client.mutate({ mutation: SetUserAdminDocument, variables: { input: { id: user.id, admin: action === 'promote', reason } } })).data?.setUserAdmin;
        }
        return (await client.mutate({ mutation: SetUserBlockedDocument, variables: { input: { id: user.id, blocked: action === 'block', reason } }, refetchQueries: [AdminUsersDocument] })).data
          ?.setUserBlocked;
      },
      { failure: ACTIONS[action].failure, fields: ['reason'] },
    );
    return { ok: result.ok, reasonError: result.fieldErrors.reason };
  }
  return (
    <ReasonDialog
      open={!!target}
      title={texts?.title ?? ''}
      subject={target ? `${target.user.name} · ${target.user.email}` : undefined}
      note={texts?.note}
      confirmLabel={texts?.label ?? ''}
      busyLabel={texts?.busy ?? ''}
      reasonLabel="Motivo (fica registrado no log)"
      placeholder="Ex.: gerente da operação em Capelinha"
      onConfirm={run}
      onClose={onClose}
    />
  );
}

function Counts({ user }: { user: Row }) {
  const parts = [
    `${user.orderCount.toLocaleString('pt-BR')} ${user.orderCount === 1 ? 'pedido' : 'pedidos'}`,
    pointsText(user.pointsBalance),
    `${user.addressCount} ${user.addressCount === 1 ? 'endereço' : 'endereços'}`,
    `${user.activeSessionCount} ${user.activeSessionCount === 1 ? 'sessão aberta' : 'sessões abertas'}`,
  ];
  return (
    <Text fontSize="sm" textAlign={{ base: 'end', md: 'start' }}>
      {parts.join(' · ')}
    </Text>
  );
}

export default function AdminUsersPage({ title }: ScreenProps) {
  const { viewer } = useSession();
  const [filter, setFilter] = useState('');
  const [search, setSearch] = useState('');
  const term = useSettled(search);
  const [target, setTarget] = useState<{ user: Row; action: Action } | null>(null);
  const chosen = FILTERS.find((f) => f.value === filter)!;
  const { data, loading, refetch, fetchMore } = useQuery(AdminUsersDocument, {
    variables: { first: 20, search: term || null, ...chosen.variables },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const connection = data?.adminUsers;
  const users = connection?.edges.map((e) => e.node) ?? [];

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando usuários" count={4} h="20" />;
  else if (!connection) content = <LoadError message="Não foi possível carregar os usuários." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (users.length === 0) content = <EmptyState icon={UsersIcon} title="Nenhum usuário encontrado" />;
  else {
    content = (
      <DataList
        label="Usuários"
        testId="admin-user"
        rows={users}
        pageInfo={connection.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        columns={[
          {
            header: 'Usuário',
            primary: true,
            cell: (u) => (
              <Stack gap="0" minW="0">
                <Text lineClamp={1}>{u.name}</Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal" wordBreak="break-all">
                  {u.email}
                </Text>
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {[u.cpf && `CPF ${maskCpf(u.cpf)}`, maskPhone(u.phone)].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            ),
          },
          {
            header: 'Perfil',
            cell: (u) => (
              <HStack gap="1" wrap="wrap" justify={{ base: 'flex-end', md: 'flex-start' }}>
                <Badge variant="subtle" size="sm">
                  {ROLE_LABELS[u.role]}
                </Badge>
                {u.isAdmin && (
                  <Badge colorPalette="purple" variant="subtle" size="sm">
                    Administrador
                  </Badge>
                )}
                {u.blocked && (
                  <Badge colorPalette="red" variant="subtle" size="sm">
                    Bloqueado
                  </Badge>
                )}
              </HStack>
            ),
          },
          { header: 'Atividade', cell: (u) => <Counts user={u} /> },
          {
            header: 'Cadastro',
            cell: (u) => (
              <Stack gap="0" align={{ base: 'flex-end', md: 'flex-start' }}>
                <Text>{formatDate(u.createdAt)}</Text>
                {u.blockedReason && (
                  <Text fontSize="xs" color="fg.muted" maxW="56">
                    Bloqueio: {u.blockedReason}
                  </Text>
                )}
              </Stack>
            ),
          },
        ]}
        actions={(u) => (
          <HStack gap="2" justify="flex-end" wrap="wrap">
            {actionsFor(u, viewer?.id).map((action) => (
              <Button
                key={action}
                size="xs"
                variant="outline"
                colorPalette={action === 'block' ? 'red' : undefined}
                onClick={() => setTarget({ user: u, action })}
                aria-label={`${ACTIONS[action].label}: ${u.name}`}
              >
                {ACTIONS[action].label}
              </Button>
            ))}
          </HStack>
        )}
      />
    );
  }

  return (
    <CommerceLayout
      title={title}
      description={connection ? `${connection.totalCount.toLocaleString('pt-BR')} ${connection.totalCount === 1 ? 'usuário' : 'usuários'}` : undefined}
      back={{ to: '/admin', label: 'Painel administrativo' }}
      maxW="6xl"
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <InputGroup startElement={<SearchIcon boxSize="4" />} flex="1">
          <Input placeholder="Nome, e-mail ou CPF" value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Buscar usuário" bg="bg" />
        </InputGroup>
        <FilterSelect label="Filtrar usuários" value={filter} onChange={setFilter} options={FILTERS} maxW="xs" />
      </Stack>
      {content}
      <ActionDialog target={target} onClose={() => setTarget(null)} />
    </CommerceLayout>
  );
}
