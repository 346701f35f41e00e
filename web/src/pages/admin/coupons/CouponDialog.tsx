// Create or edit a coupon (CouponsPage.tsx): code, description, percent or fixed value, minimum
// order, validity, limits and on/off, in a FormDialog; the server's errors land on their fields.
import { Box, Grid, Input, NativeSelect, Switch, Textarea } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { CouponFieldsFragment, CouponKind } from '../../../gql/graphql';
import { FormDialog } from '../../../ui/FormDialog';
import { FormField } from '../../../ui/FormField';
import { MoneyInput } from '../../../ui/MoneyInput';
import { submitMutation } from '../../../ui/mutation';
import { COUPON_TEXTS, couponToForm, EMPTY_COUPON_FORM, formToInput, KIND_LABELS, withCouponKind, type CouponFormErrors, type CouponFormValues } from './couponForm';
import { CouponsDocument, CreateCouponDocument, UpdateCouponDocument } from './documents';

type Coupon = CouponFieldsFragment;

export function CouponDialog({ editing, open, onClose }: { editing: Coupon | null; open: boolean; onClose: () => void }) {
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
