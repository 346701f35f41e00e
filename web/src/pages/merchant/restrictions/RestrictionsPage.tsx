import { Button, NativeSelect, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { Role } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataList } from '../../../ui/DataList';
import { FormField } from '../../../ui/FormField';
import { PlusIcon, ShieldIcon, TrashIcon } from '../../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { CreateProductRestrictionDocument, DeleteProductRestrictionDocument, RestrictionOptionsDocument, VendorRestrictionsDocument } from './documents';
import { FormDialog } from '../../../ui/FormDialog';

// /vendor/product-restrictions 'Restrições de produtos': products the store does not sell in one
// of its delivery zones, or to a profile; the checkout refuses them (docs/decisions.md,
// "Restrições de produtos").

type Row = { id: string; text: string; product: { id: string; name: string } };

const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'CONSUMER', label: 'Consumidores' },
  { value: 'PROFESSIONAL', label: 'Profissionais' },
];

function NewRestrictionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const client = useApolloClient();
  const options = useQuery(RestrictionOptionsDocument, { skip: !open, fetchPolicy: 'network-only' });
  const [productId, setProductId] = useState('');
  const [target, setTarget] = useState<'zone' | 'role'>('zone');
  const [zoneId, setZoneId] = useState('');
  const [role, setRole] = useState<Role>('CONSUMER');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const zones = options.data?.vendorStore?.deliveryZones ?? [];
  const products = options.data?.vendorProducts.edges.map((e) => e.node) ?? [];

  async function save() {
    setBusy(true);
    const input = { productId, ...(target === 'zone' ? { zoneId: zoneId || null } : { role }) };
    const result = await submitMutation(
      async () => (await client.mutate({ mutation: CreateProductRestrictionDocument, variables: { input }, refetchQueries: [VendorRestrictionsDocument] })).data?.createProductRestriction,
      { failure: 'Não foi possível criar a restrição. Tente novamente.', fields: ['productId', 'zoneId', 'role'], inline: true },
    );
    setBusy(false);
    setErrors({ ...result.fieldErrors, ...(result.formError ? { form: result.formError } : {}) });
    if (result.ok) onClose();
  }

  return (
    <FormDialog
      open={open}
      title="Nova restrição"
      submitLabel="Criar restrição"
      busy={busy}
      submitDisabled={!productId}
      formError={errors.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onClose={onClose}
    >
      <FormField label="Produto" error={errors.productId} required>
        <NativeSelect.Root disabled={options.loading}>
          <NativeSelect.Field value={productId} onChange={(e) => setProductId(e.target.value)}>
            <option value="">Escolha o produto</option>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Não vender" required>
        <NativeSelect.Root>
          <NativeSelect.Field value={target} onChange={(e) => setTarget(e.target.value as 'zone' | 'role')}>
            <option value="zone">Numa área de entrega</option>
            <option value="role">Para um perfil de cliente</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {target === 'zone' ? (
        <FormField label="Área de entrega" error={errors.zoneId} required helper={zones.length === 0 && !options.loading ? 'Cadastre áreas em Entrega primeiro.' : undefined}>
          <NativeSelect.Root disabled={options.loading}>
            <NativeSelect.Field value={zoneId} onChange={(e) => setZoneId(e.target.value)}>
              <option value="">Escolha a área</option>
              {zones.map((z) => (
                <option key={z.id} value={z.id}>
                  {z.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : (
        <FormField label="Perfil" error={errors.role} required>
          <NativeSelect.Root>
            <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value as Role)}>
              {ROLE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
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

export default function RestrictionsPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, loading, refetch, fetchMore } = useQuery(VendorRestrictionsDocument, { variables: { first: 20 }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const connection = data?.vendorProductRestrictions;
  const rows: Row[] = connection?.edges.map((e) => e.node) ?? [];

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    const result = await submitMutation(
      async () => (await client.mutate({ mutation: DeleteProductRestrictionDocument, variables: { id: deleting.id }, refetchQueries: [VendorRestrictionsDocument] })).data?.deleteProductRestriction,
      { failure: 'Não foi possível remover a restrição. Tente novamente.' },
    );
    setBusy(false);
    if (result.ok) setDeleting(null);
  }

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando restrições" count={3} h="16" />;
  else if (!connection) content = <LoadError message="Não foi possível carregar as restrições." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (rows.length === 0) {
    content = <EmptyState icon={ShieldIcon} title="Nenhuma restrição" hint="Todos os produtos são vendidos em todas as áreas de entrega e para todos os perfis." />;
  } else {
    content = (
      <DataList
        label="Restrições de produtos"
        testId="restriction"
        rows={rows}
        pageInfo={connection.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        columns={[
          { header: 'Produto', primary: true, cell: (r) => r.product.name },
          { header: 'Regra', cell: (r) => r.text },
        ]}
        actions={(r) => (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(r)} aria-label={`Remover restrição de ${r.product.name}`}>
            <TrashIcon />
          </Button>
        )}
      />
    );
  }

  return (
    <CommerceLayout
      title={title}
      description="Produtos que a loja não vende numa área de entrega ou para um perfil."
      back={{ to: '/vendor', label: 'Portal do Vendedor' }}
      maxW="4xl"
      actions={
        <Button size={{ base: 'sm', md: 'md' }} onClick={() => setCreating(true)}>
          <PlusIcon />
          Nova restrição
        </Button>
      }
    >
      {content}
      <NewRestrictionDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog open={!!deleting} title="Remover restrição?" confirmLabel="Remover" busyLabel="Removendo..." busy={busy} onConfirm={() => void remove()} onClose={() => setDeleting(null)}>
        <Text>
          {deleting?.product.name}: {deleting?.text.toLowerCase()}
        </Text>
      </ConfirmDialog>
    </CommerceLayout>
  );
}
