import { Badge, Button, Code, Dialog, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { API_KEY_MESSAGES, API_KEY_NAME_MAX, API_KEY_SCOPE_HINTS, API_KEY_SCOPE_LABELS, API_KEY_SCOPES, apiKeyNameError, type ApiKeyScope } from '@common/api-keys';
import { formatDate, formatDateTime } from '@common/dates';
import type { ScreenProps } from '../../routes/screenProps';
import { notify } from '../../notify';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataList } from '../../ui/DataList';
import { FormDialog } from '../../ui/FormDialog';
import { FormField } from '../../ui/FormField';
import { LockIcon, PlusIcon } from '../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../ui/layout';
import { submitMutation } from '../../ui/mutation';
import { ApiKeyStoresDocument, ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument } from './documents';
import { DialogRoot } from '../../ui/DialogRoot';

// /vendor/api-keys and /admin/api-keys 'Chaves de API': keys for the systems of partners (an ERP,
// a storefront, a spreadsheet) to use the API (docs/api.md). Owners make keys of their store;
// admins choose the scope. The key is shown once, in a dialog with 'Copiar'; revoking asks first.

type Key = { id: string; name: string; scope: ApiKeyScope; tokenPrefix: string; storeName?: string | null; createdByName: string; createdAt: string; lastUsedAt?: string | null; revokedAt?: string | null };

const scopeText = (k: Key) => (k.scope === 'STORE' && k.storeName ? `${API_KEY_SCOPE_LABELS.STORE} · ${k.storeName}` : API_KEY_SCOPE_LABELS[k.scope]);

function NewKeyDialog({ admin, open, onClose, onCreated }: { admin: boolean; open: boolean; onClose: () => void; onCreated: (token: string) => void }) {
  const client = useApolloClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>(admin ? 'CATALOG' : 'STORE');
  const [storeId, setStoreId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const stores = useQuery(ApiKeyStoresDocument, { skip: !open || !admin || scope !== 'STORE' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const nameError = apiKeyNameError(name);
    if (nameError) return setErrors({ name: nameError });
    if (admin && scope === 'STORE' && !storeId) return setErrors({ storeId: API_KEY_MESSAGES.storeRequired });
    setBusy(true);
    const input = { name, scope, storeId: admin && scope === 'STORE' ? storeId : null };
    const result = await submitMutation(
      async () => (await client.mutate({ mutation: CreateApiKeyDocument, variables: { input }, refetchQueries: [ApiKeysDocument] })).data?.createApiKey,
      { failure: 'Não foi possível criar a chave. Tente novamente.', fields: ['name', 'scope', 'storeId'], inline: true },
    );
    setBusy(false);
    setErrors({ ...result.fieldErrors, ...(result.formError ? { form: result.formError } : {}) });
    if (result.ok && result.payload?.token) {
      setName('');
      onCreated(result.payload.token);
    }
  }

  return (
    <FormDialog open={open} title="Nova chave de API" submitLabel="Criar chave" busyLabel="Criando..." busy={busy} formError={errors.form} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <FormField label="Nome" error={errors.name} required helper="Para que serve, para você reconhecer depois (ex.: ERP da loja).">
        <Input value={name} maxLength={API_KEY_NAME_MAX} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </FormField>
      {admin ? (
        <FormField label="Escopo" error={errors.scope} required helper={API_KEY_SCOPE_HINTS[scope]}>
          <NativeSelect.Root>
            <NativeSelect.Field value={scope} onChange={(e) => setScope(e.target.value as ApiKeyScope)}>
              {API_KEY_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {API_KEY_SCOPE_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {API_KEY_SCOPE_HINTS.STORE}
        </Text>
      )}
      {admin && scope === 'STORE' && (
        <FormField label="Loja" error={errors.storeId} required>
          <NativeSelect.Root disabled={stores.loading}>
            <NativeSelect.Field value={storeId} onChange={(e) => setStoreId(e.target.value)}>
              <option value="">{stores.loading ? 'Carregando lojas...' : 'Escolha a loja'}</option>
              {stores.data?.adminStores.edges.map(({ node }) => (
                <option key={node.id} value={node.id}>
                  {node.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
    </FormDialog>
  );
}

/** The new key, once: copy it now. */
function NewTokenDialog({ token, onClose }: { token: string | null; onClose: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(token ?? '');
      notify.success('Chave copiada');
    } catch {
      notify.error('Não foi possível copiar. Selecione a chave e copie à mão.');
    }
  }
  return (
    <DialogRoot open={!!token} onOpenChange={(e) => !e.open && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Sua nova chave</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{API_KEY_MESSAGES.created}</Text>
                <Code p="3" rounded="md" wordBreak="break-all" whiteSpace="pre-wrap" data-testid="new-api-key">
                  {token}
                </Code>
                <Text fontSize="sm" color="fg.muted">
                  Envie no cabeçalho <Code>Authorization: Bearer &lt;chave&gt;</Code> das requisições a /graphql.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => void copy()}>
                Copiar chave
              </Button>
              <Button onClick={onClose}>Já copiei</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}

export default function ApiKeysPage({ title }: ScreenProps) {
  const admin = useLocation().pathname.startsWith('/admin');
  const client = useApolloClient();
  const [creating, setCreating] = useState(false);
  const [newToken, setNewToken] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Key | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, loading, refetch } = useQuery(ApiKeysDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const keys = data?.apiKeys;

  async function revoke() {
    if (!revoking) return;
    setBusy(true);
    const result = await submitMutation(
      async () => (await client.mutate({ mutation: RevokeApiKeyDocument, variables: { id: revoking.id } })).data?.revokeApiKey,
      { success: API_KEY_MESSAGES.revoked, failure: 'Não foi possível revogar a chave. Tente novamente.' },
    );
    setBusy(false);
    if (result.ok) setRevoking(null);
  }

  let content;
  if (!keys && loading) content = <ListSkeleton label="Carregando chaves" count={2} h="16" />;
  else if (!keys) content = <LoadError message="Não foi possível carregar as chaves." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (keys.length === 0) content = <EmptyState icon={LockIcon} title="Nenhuma chave ainda" hint="Crie uma chave quando um sistema parceiro precisar ler ou atualizar dados da API." />;
  else {
    content = (
      <DataList
        label="Chaves de API"
        testId="api-key"
        rows={keys}
        columns={[
          { header: 'Nome', primary: true, cell: (k) => k.name },
          { header: 'Escopo', cell: scopeText },
          { header: 'Começa com', cell: (k) => <Code>{k.tokenPrefix}…</Code> },
          ...(admin ? [{ header: 'Criada por', cell: (k: Key) => k.createdByName }] : []),
          { header: 'Criada em', cell: (k) => formatDate(k.createdAt) },
          { header: 'Último uso', cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Nunca usada') },
          {
            header: 'Situação',
            cell: (k) => (k.revokedAt ? <Badge colorPalette="gray">Revogada em {formatDate(k.revokedAt)}</Badge> : <Badge colorPalette="green">Ativa</Badge>),
          },
        ]}
        actions={(k) =>
          k.revokedAt ? null : (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRevoking(k)} aria-label={`Revogar a chave ${k.name}`}>
              Revogar
            </Button>
          )
        }
      />
    );
  }

  return (
    <CommerceLayout
      title={title}
      description="Chaves para sistemas parceiros (ERP, vitrine, planilhas) usarem a API do Clube Local. Cada chave tem um orçamento de 1.000 pontos de custo, que se recompõe a 50 por segundo."
      back={admin ? { to: '/admin', label: 'Painel administrativo' } : { to: '/vendor', label: 'Portal do Vendedor' }}
      maxW="5xl"
      actions={
        <Button size={{ base: 'sm', md: 'md' }} onClick={() => setCreating(true)}>
          <PlusIcon />
          Nova chave
        </Button>
      }
    >
      {content}
      <NewKeyDialog
        admin={admin}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(token) => {
          setCreating(false);
          setNewToken(token);
        }}
      />
      <NewTokenDialog token={newToken} onClose={() => setNewToken(null)} />
      <ConfirmDialog open={!!revoking} title="Revogar a chave?" confirmLabel="Revogar" busyLabel="Revogando..." busy={busy} onConfirm={() => void revoke()} onClose={() => setRevoking(null)}>
        <Text>Os sistemas que usam “{revoking?.name}” param de funcionar na hora. Não dá para desfazer.</Text>
      </ConfirmDialog>
    </CommerceLayout>
  );
}
