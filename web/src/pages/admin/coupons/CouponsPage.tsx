import { Badge, Box, Button, Grid, HStack, Input, InputGroup, NativeSelect, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import type { Reference } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { formatMoney } from '@common/money';
import type { CouponFieldsFragment, CouponKind } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { PlusIcon, SearchIcon, TagIcon, TrashIcon } from '../../../ui/icons';
import { DataList } from '../../../ui/DataList';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../../ui/layout';
import {
  COUPON_TEXTS,
  couponToForm,
  couponValueText,
  EMPTY_COUPON_FORM,
  formToInput,
  KIND_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
  usageText,
  validityText,
  withCouponKind,
  type CouponFormErrors,
  type CouponFormValues,
} from './couponForm';
import { CouponsDocument, CreateCouponDocument, DeleteCouponDocument, UpdateCouponDocument } from './documents';
import { FormField } from '../../../ui/FormField';
import { MoneyInput } from '../../../ui/MoneyInput';
import { submitMutation } from '../../../ui/mutation';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { withoutEdges, type CachedConnection } from '../../../cache';
import { FormDialog } from '../../../ui/FormDialog';

type Coupon = CouponFieldsFragment;

const PAGE_SIZE = 20;

function StatusTag({ coupon }: { coupon: Coupon }) {
  return (
    <Badge colorPalette={STATUS_COLORS[coupon.status]} variant="subtle" size="sm">
      {STATUS_LABELS[coupon.status]}
    </Badge>
  );
}

function CouponDialog({ editing, open, onClose }: { editing: Coupon | null; open: boolean; onClose: () => void }) {
  const client = useApolloClient();
  const [form, setForm] = useState<CouponFormValues>(EMPTY_COUPON_FORM);
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setForm(editing ? couponToForm(editing) : EMPTY_COUPON_FORM);
    setErrors({});
    setFormError(null);
  }, [open, editing]);

  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const changeKind = (kind: CouponKind) => {
    setForm((f) => withCouponKind(f, kind));
    setErrors((e) => ({ ...e, kind: undefined, value: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const { input, errors: local } = formToInput(form);
    setErrors(local);
    if (!input) return;
    setBusy(true);
    const result = await submitMutation(
      async () =>
        editing
          ? (await client.mutate({ mutation: UpdateCouponDocument, variables: { input: { id: editing.id, ...input } } })).data?.updateCoupon
          : (await client.mutate({ mutation: CreateCouponDocument, variables: { input }, refetchQueries: [CouponsDocument] })).data?.createCoupon,
      { success: editing ? COUPON_TEXTS.updated : COUPON_TEXTS.created, failure: COUPON_TEXTS.failed, fields: Object.keys(EMPTY_COUPON_FORM), inline: true },
    );
    setBusy(false);
    setErrors(result.fieldErrors);
    setFormError(result.formError);
    if (result.ok) onClose();
  }

  return (
    <FormDialog
      open={open}
      title={editing ? COUPON_TEXTS.edit : COUPON_TEXTS.create}
      submitLabel={COUPON_TEXTS.save}
      busy={busy}
      formError={formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label="Código" error={errors.code} helper="3 a 30 letras, números, - ou _" required>
        <Input name="code" value={form.code} onChange={(e) => set('code', e.target.value.toUpperCase())} autoCapitalize="characters" autoComplete="off" fontFamily="mono" />
      </FormField>
      <FormField label="Descrição" error={errors.description}>
        <Textarea name="description" value={form.description} onChange={(e) => set('description', e.target.value)} rows={2} maxLength={1000} />
      </FormField>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <FormField label="Tipo" error={errors.kind} required>
          <NativeSelect.Root>
            <NativeSelect.Field name="kind" value={form.kind} onChange={(e) => changeKind(e.target.value as CouponKind)}>
              <option value="PERCENT">{KIND_LABELS.PERCENT} (%)</option>
              <option value="FIXED">{KIND_LABELS.FIXED} (R$)</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={form.kind === 'PERCENT' ? 'Valor (%)' : 'Valor'} error={errors.value} required>
          {form.kind === 'FIXED' ? (
            <MoneyInput name="value" value={form.value} onValueChange={(value) => set('value', value)} />
          ) : (
            <Input name="value" inputMode="decimal" value={form.value} onChange={(e) => set('value', e.target.value)} placeholder="10" />
          )}
        </FormField>
        <FormField label="Pedido mínimo" error={errors.minOrder} helper="Sobre o total dos itens, sem a entrega">
          <MoneyInput name="minOrder" value={form.minOrder} onValueChange={(value) => set('minOrder', value)} placeholder="Sem mínimo" />
        </FormField>
        <Box hideBelow="sm" />
        <FormField label="Início" error={errors.startsAt}>
          <Input name="startsAt" type="datetime-local" value={form.startsAt} onChange={(e) => set('startsAt', e.target.value)} />
        </FormField>
        <FormField label="Fim" error={errors.endsAt}>
          <Input name="endsAt" type="datetime-local" value={form.endsAt} onChange={(e) => set('endsAt', e.target.value)} />
        </FormField>
        <FormField label="Limite de usos (total)" error={errors.usageLimit} helper="Em branco: sem limite">
          <Input name="usageLimit" inputMode="numeric" value={form.usageLimit} onChange={(e) => set('usageLimit', e.target.value)} />
        </FormField>
        <FormField label="Limite por cliente" error={errors.perUserLimit} helper="Em branco: sem limite">
          <Input name="perUserLimit" inputMode="numeric" value={form.perUserLimit} onChange={(e) => set('perUserLimit', e.target.value)} />
        </FormField>
      </Grid>
      <Switch.Root checked={form.active} onCheckedChange={(e) => set('active', e.checked)} colorPalette="brand">
        <Switch.HiddenInput name="active" />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Ativo</Switch.Label>
      </Switch.Root>
    </FormDialog>
  );
}

/** A `coupons` connection as the cache holds it (nodes are references). */
type CouponConnectionRef = CachedConnection<{ node: Reference }>;

function DeleteDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (!coupon) return;
    setBusy(true);
    const result = await submitMutation(
      async () =>
        (
          await client.mutate({
            mutation: DeleteCouponDocument,
            variables: { input: { id: coupon.id } },
            update: (cache, { data: result }) => {
              const deleted = result?.deleteCoupon.deletedCouponId;
              if (!deleted) return;
              // Every cached list that showed the coupon loses it and one from its count ('N cupons').
              cache.modify<{ coupons: CouponConnectionRef }>({
                fields: {
                  coupons: (existing, { readField }) => withoutEdges(existing as CouponConnectionRef, (edge) => readField('id', edge.node) === deleted),
                },
              });
              cache.evict({ id: cache.identify({ __typename: 'Coupon', id: deleted }) });
              cache.gc();
            },
          })
        ).data?.deleteCoupon,
      { failure: COUPON_TEXTS.deleteFailed, success: COUPON_TEXTS.deleted },
    );
    setBusy(false);
    if (result.ok) onClose();
  }
  return (
    <ConfirmDialog open={!!coupon} title={COUPON_TEXTS.deleteTitle} confirmLabel="Excluir" busyLabel="Excluindo..." busy={busy} onConfirm={() => void confirm()} onClose={onClose}>
      <Stack gap="2">
        <Text fontFamily="mono" fontWeight="bold">
          {coupon?.code}
        </Text>
        <Text color="fg.muted">{COUPON_TEXTS.deleteText}</Text>
      </Stack>
    </ConfirmDialog>
  );
}

function Actions({ coupon, onEdit, onDelete }: { coupon: Coupon; onEdit: () => void; onDelete: () => void }) {
  return (
    <HStack gap="1" justify="flex-end">
      <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Editar ${coupon.code}`}>
        Editar
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete} aria-label={`Excluir ${coupon.code}`}>
        <TrashIcon />
      </Button>
    </HStack>
  );
}

/** /admin/coupons: list, create/edit (percent or fixed, minimum order, validity, limits, active), delete. */
export default function CouponsPage({ title }: ScreenProps) {
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const { data, loading, refetch, fetchMore } = useQuery(CouponsDocument, {
    variables: { first: PAGE_SIZE, search: term || null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const connection = data?.coupons;
  const coupons = connection?.edges.map((e) => e.node) ?? [];

  // Search as the admin types (debounced).
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const edit = (coupon: Coupon) => {
    setEditing(coupon);
    setFormOpen(true);
  };

  let content;
  if (!connection && loading) content = <ListSkeleton label="Carregando cupons" count={3} h="16" />;
  else if (!connection) content = <LoadError message={COUPON_TEXTS.loadError} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (coupons.length === 0) {
    content = <EmptyState icon={TagIcon} title={term ? COUPON_TEXTS.noResults : COUPON_TEXTS.empty} hint={term ? undefined : COUPON_TEXTS.emptyHint} />;
  } else {
    content = (
      <DataList
        label="Cupons"
        testId="coupon"
        rows={coupons}
        pageInfo={connection.pageInfo}
        onLoadMore={(after) => fetchMore({ variables: { after } })}
        columns={[
          {
            header: 'Código',
            primary: true,
            cell: (coupon) => (
              <>
                <Text fontFamily="mono" fontWeight="bold">
                  {coupon.code}
                </Text>
                {coupon.description && (
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal" lineClamp={1} maxW="48">
                    {coupon.description}
                  </Text>
                )}
              </>
            ),
          },
          { header: 'Desconto', cell: (coupon) => `${couponValueText(coupon.kind, coupon.value)} (${KIND_LABELS[coupon.kind]})` },
          { header: 'Pedido mínimo', cell: (coupon) => (coupon.minOrder ? formatMoney(coupon.minOrder) : '—') },
          { header: 'Validade', cell: (coupon) => <Text fontSize="xs">{validityText(coupon.startsAt, coupon.endsAt)}</Text> },
          { header: 'Usos', cell: (coupon) => usageText(coupon) },
          { header: 'Situação', cell: (coupon) => <StatusTag coupon={coupon} /> },
        ]}
        actions={(coupon) => <Actions coupon={coupon} onEdit={() => edit(coupon)} onDelete={() => setDeleting(coupon)} />}
      />
    );
  }

  return (
    <CommerceLayout
      title={title}
      description={connection ? `${connection.totalCount} ${connection.totalCount === 1 ? 'cupom' : 'cupons'}` : undefined}
      back={{ to: '/admin', label: 'Painel administrativo' }}
      maxW="6xl"
      actions={
        <Button
          size={{ base: 'sm', md: 'md' }}
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          <PlusIcon />
          {COUPON_TEXTS.create}
        </Button>
      }
    >
      <InputGroup startElement={<SearchIcon boxSize="4" />} maxW={{ md: 'sm' }}>
        <Input placeholder="Buscar pelo código" value={search} onChange={(e) => setSearch(e.target.value)} aria-label="Buscar cupom pelo código" bg="bg" />
      </InputGroup>
      {content}
      <CouponDialog editing={editing} open={formOpen} onClose={() => setFormOpen(false)} />
      <DeleteDialog coupon={deleting} onClose={() => setDeleting(null)} />
    </CommerceLayout>
  );
}
