import { Badge, Button, Grid, HStack, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { formatMoney, moneyFieldValue } from '@common/money';
import type { DeliveryZoneFieldsFragment, DeliveryZoneKind } from '../../../gql/graphql';
import type { ScreenProps } from '../../../routes/screenProps';
import { DataList } from '../../../ui/DataList';
import { FormField } from '../../../ui/FormField';
import { MoneyInput } from '../../../ui/MoneyInput';
import { MapPinIcon, PlusIcon, StoreIcon, TrashIcon } from '../../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, Section } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import {
  DELIVERY_TEXTS,
  EMPTY_ZONE_FORM,
  feesFormToInput,
  KIND_LABELS,
  minutesHint,
  zoneFormToInput,
  zonePlaceText,
  zoneToForm,
  type FeesFormErrors,
  type FeesFormValues,
  type ZoneFormErrors,
  type ZoneFormValues,
} from './deliveryForm';
import { DeleteDeliveryZoneDocument, SaveDeliveryZoneDocument, UpdateStoreDeliveryDocument, VendorDeliveryDocument } from './documents';
import { FormDialog } from '../../../ui/FormDialog';

// /vendor/delivery-settings and /vendor/delivery-zones: the store's flat delivery fee, the order
// value from which delivery is free, and the zones (town or CEP prefix) with their own fee, minimum
// and estimate. The rule the checkout applies is in docs/decisions.md ("Entrega").

type Zone = DeliveryZoneFieldsFragment;

function FeesForm({ storeId, deliveryFee, freeDeliveryThreshold }: { storeId: string; deliveryFee: string; freeDeliveryThreshold: string | null | undefined }) {
  const client = useApolloClient();
  const [form, setForm] = useState<FeesFormValues>({ deliveryFee: moneyFieldValue(deliveryFee), freeDeliveryThreshold: moneyFieldValue(freeDeliveryThreshold) });
  const [errors, setErrors] = useState<FeesFormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof FeesFormValues, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const { input, errors: local } = feesFormToInput(form);
    setErrors(local);
    if (!input) return;
    setBusy(true);
    const result = await submitMutation(async () => (await client.mutate({ mutation: UpdateStoreDeliveryDocument, variables: { input } })).data?.updateStoreDelivery, {
      failure: DELIVERY_TEXTS.feesFailed,
      fields: ['deliveryFee', 'freeDeliveryThreshold'],
    });
    setBusy(false);
    setErrors(result.fieldErrors);
  }

  return (
    <Section title={DELIVERY_TEXTS.feesTitle} description={DELIVERY_TEXTS.feesHint} data-testid={`delivery-fees-${storeId}`}>
      <form onSubmit={submit} noValidate aria-label={DELIVERY_TEXTS.feesTitle}>
        <Stack gap="4">
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <FormField label="Taxa de entrega" error={errors.deliveryFee} required>
              <MoneyInput name="deliveryFee" value={form.deliveryFee} onValueChange={(value) => set('deliveryFee', value)} />
            </FormField>
            <FormField label="Frete grátis a partir de" error={errors.freeDeliveryThreshold} helper="Em branco: sem frete grátis">
              <MoneyInput name="freeDeliveryThreshold" value={form.freeDeliveryThreshold} onValueChange={(value) => set('freeDeliveryThreshold', value)} placeholder="Sem frete grátis" />
            </FormField>
          </Grid>
          <Button type="submit" loading={busy} loadingText="Salvando..." alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            {DELIVERY_TEXTS.saveFees}
          </Button>
        </Stack>
      </form>
    </Section>
  );
}

function ZoneDialog({ editing, open, onClose }: { editing: Zone | null; open: boolean; onClose: () => void }) {
  const client = useApolloClient();
  const [form, setForm] = useState<ZoneFormValues>(EMPTY_ZONE_FORM);
  const [errors, setErrors] = useState<ZoneFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setForm(editing ? zoneToForm(editing) : EMPTY_ZONE_FORM);
    setErrors({});
    setFormError(null);
  }, [open, editing]);

  const set = <K extends keyof ZoneFormValues>(key: K, value: ZoneFormValues[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const { input, errors: local } = zoneFormToInput(form);
    setErrors(local);
    if (!input) return;
    setBusy(true);
    const result = await submitMutation(
      async () => (await client.mutate({ mutation: SaveDeliveryZoneDocument, variables: { input: { ...input, id: editing?.id } } })).data?.saveDeliveryZone,
      { failure: DELIVERY_TEXTS.zoneFailed, fields: Object.keys(EMPTY_ZONE_FORM), inline: true },
    );
    setBusy(false);
    setErrors(result.fieldErrors);
    setFormError(result.formError);
    if (result.ok) onClose();
  }

  const title = editing ? DELIVERY_TEXTS.editZone : DELIVERY_TEXTS.newZone;
  return (
    <FormDialog open={open} title={title} submitLabel={DELIVERY_TEXTS.saveZone} busy={busy} formError={formError} onSubmit={submit} onClose={onClose}>
      <FormField label="Nome da área" error={errors.name} required helper="Ex.: Centro de Capelinha">
        <Input name="name" value={form.name} onChange={(e) => set('name', e.target.value)} maxLength={80} />
      </FormField>
      <FormField label="Atende" required>
        <NativeSelect.Root>
          <NativeSelect.Field name="kind" value={form.kind} onChange={(e) => set('kind', e.target.value as DeliveryZoneKind)}>
            <option value="CITY">{KIND_LABELS.CITY}</option>
            <option value="POSTAL_PREFIX">{KIND_LABELS.POSTAL_PREFIX}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {form.kind === 'CITY' ? (
        <Grid templateColumns="1fr 6rem" gap="4">
          <FormField label="Cidade" error={errors.city} required>
            <Input name="city" value={form.city} onChange={(e) => set('city', e.target.value)} autoComplete="address-level2" />
          </FormField>
          <FormField label="UF" error={errors.state} required>
            <Input name="state" value={form.state} onChange={(e) => set('state', e.target.value.toUpperCase())} maxLength={2} autoComplete="address-level1" />
          </FormField>
        </Grid>
      ) : (
        <FormField label="Início do CEP" error={errors.postalPrefix} required helper="De 1 a 8 dígitos: 39680 atende 39680-000 a 39680-999. O prefixo mais longo vence.">
          <Input name="postalPrefix" inputMode="numeric" value={form.postalPrefix} onChange={(e) => set('postalPrefix', e.target.value)} maxLength={8} />
        </FormField>
      )}
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <FormField label="Taxa de entrega" error={errors.fee} required>
          <MoneyInput name="fee" value={form.fee} onValueChange={(value) => set('fee', value)} />
        </FormField>
        <FormField label="Pedido mínimo" error={errors.minOrder} helper="Em branco: sem mínimo">
          <MoneyInput name="minOrder" value={form.minOrder} onValueChange={(value) => set('minOrder', value)} placeholder="Sem mínimo" />
        </FormField>
      </Grid>
      <FormField label="Prazo estimado (minutos)" error={errors.estimatedMinutes} required helper={minutesHint(form.estimatedMinutes)}>
        <Input name="estimatedMinutes" inputMode="numeric" value={form.estimatedMinutes} onChange={(e) => set('estimatedMinutes', e.target.value)} />
      </FormField>
      <Switch.Root checked={form.active} onCheckedChange={(e) => set('active', e.checked)} colorPalette="brand">
        <Switch.HiddenInput name="active" />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Ativa</Switch.Label>
      </Switch.Root>
    </FormDialog>
  );
}

function DeleteZoneDialog({ zone, onClose }: { zone: Zone | null; onClose: () => void }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (!zone) return;
    setBusy(true);
    const result = await submitMutation(
      async () =>
        (
          await client.mutate({
            mutation: DeleteDeliveryZoneDocument,
            variables: { id: zone.id },
            update: (cache, { data }) => {
              const deleted = data?.deleteDeliveryZone.deletedZoneId;
              if (deleted) cache.evict({ id: cache.identify({ __typename: 'DeliveryZone', id: deleted }) });
            },
          })
        ).data?.deleteDeliveryZone,
      { failure: DELIVERY_TEXTS.deleteFailed },
    );
    setBusy(false);
    if (result.ok) onClose();
  }
  return (
    <ConfirmDialog open={!!zone} title={DELIVERY_TEXTS.deleteTitle} confirmLabel="Excluir" busyLabel="Excluindo..." busy={busy} onConfirm={() => void confirm()} onClose={onClose}>
      <Stack gap="2">
        <Text fontWeight="bold">{zone?.name}</Text>
        <Text color="fg.muted">{DELIVERY_TEXTS.deleteText}</Text>
      </Stack>
    </ConfirmDialog>
  );
}

function Zones({ zones, onNew, onEdit, onDelete }: { zones: readonly Zone[]; onNew: () => void; onEdit: (zone: Zone) => void; onDelete: (zone: Zone) => void }) {
  return (
    <Section
      title={DELIVERY_TEXTS.zonesTitle}
      description={DELIVERY_TEXTS.zonesHint}
      actions={
        <Button size="sm" onClick={onNew}>
          <PlusIcon />
          {DELIVERY_TEXTS.newZone}
        </Button>
      }
    >
      {zones.length === 0 ? (
        <Stack align="center" textAlign="center" gap="2" py="4" data-testid="empty-state">
          <MapPinIcon boxSize="8" />
          <Text fontWeight="semibold">{DELIVERY_TEXTS.zonesEmpty}</Text>
          <Text color="fg.muted" fontSize="sm" maxW="md">
            {DELIVERY_TEXTS.zonesEmptyHint}
          </Text>
        </Stack>
      ) : (
        <DataList
          label={DELIVERY_TEXTS.zonesTitle}
          testId="delivery-zone"
          rows={zones}
          columns={[
            { header: 'Área', primary: true, cell: (zone) => zone.name },
            { header: 'Atende', cell: (zone) => zonePlaceText(zone) },
            { header: 'Taxa', cell: (zone) => formatMoney(zone.fee) },
            { header: 'Pedido mínimo', cell: (zone) => (zone.minOrder ? formatMoney(zone.minOrder) : 'Sem mínimo') },
            { header: 'Prazo', cell: (zone) => zone.estimatedText },
            {
              header: 'Situação',
              cell: (zone) => (
                <Badge colorPalette={zone.active ? 'green' : 'gray'} variant="subtle" size="sm">
                  {zone.active ? 'Ativa' : 'Inativa'}
                </Badge>
              ),
            },
          ]}
          actions={(zone) => (
            <HStack gap="1" justify="flex-end">
              <Button size="xs" variant="outline" onClick={() => onEdit(zone)} aria-label={`Editar ${zone.name}`}>
                Editar
              </Button>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(zone)} aria-label={`Excluir ${zone.name}`}>
                <TrashIcon />
              </Button>
            </HStack>
          )}
        />
      )}
    </Section>
  );
}

export default function DeliveryPage({ title }: ScreenProps) {
  const { data, loading, refetch } = useQuery(VendorDeliveryDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const [editing, setEditing] = useState<Zone | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Zone | null>(null);
  const store = data?.vendorStore;

  let content;
  if (!data && loading) content = <ListSkeleton label="Carregando configurações de entrega" count={2} h="40" />;
  else if (!data) content = <LoadError message={DELIVERY_TEXTS.loadError} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!store) content = <EmptyState icon={StoreIcon} title={DELIVERY_TEXTS.noStore} hint={DELIVERY_TEXTS.noStoreHint} />;
  else {
    content = (
      <>
        <FeesForm key={store.id} storeId={store.id} deliveryFee={store.deliveryFee} freeDeliveryThreshold={store.freeDeliveryThreshold} />
        <Zones
          zones={store.deliveryZones}
          onNew={() => {
            setEditing(null);
            setFormOpen(true);
          }}
          onEdit={(zone) => {
            setEditing(zone);
            setFormOpen(true);
          }}
          onDelete={setDeleting}
        />
      </>
    );
  }

  return (
    <CommerceLayout title={title} description={store ? store.name : undefined} back={{ to: '/vendor', label: 'Portal do Vendedor' }} maxW="4xl">
      {content}
      <ZoneDialog editing={editing} open={formOpen} onClose={() => setFormOpen(false)} />
      <DeleteZoneDialog zone={deleting} onClose={() => setDeleting(null)} />
    </CommerceLayout>
  );
}
