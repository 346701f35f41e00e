import { Button, Grid, Input, Stack, Textarea } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_DELIVERY_TIME, validateRewardFields, type RewardFieldsClean } from '@common/loyalty';
import { FormField } from '../../../ui/FormField';

// The admin reward form (/admin/rewards): name, description, points, image URL, category (the
// API's rewardCategories as suggestions, free text allowed), stock and delivery time (default
// '7-10 dias úteis'). Validated with the API's own rules (common/loyalty.ts) before sending.

export interface RewardFormValues {
  name: string;
  description: string;
  points: string;
  imageUrl: string;
  category: string;
  stock: string;
  deliveryTime: string;
}

export const EMPTY_REWARD_FORM: RewardFormValues = {
  name: '',
  description: '',
  points: '',
  imageUrl: '',
  category: '',
  stock: '0',
  deliveryTime: DEFAULT_DELIVERY_TIME,
};

export type RewardFormErrors = Partial<Record<keyof RewardFormValues, string>>;

function toNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return trimmed === '' ? null : Number.NaN;
  return Number(trimmed);
}

/** Form values → the API's fields, or the per-field pt-BR messages. */
export function checkRewardForm(values: RewardFormValues): { ok: true; value: RewardFieldsClean } | { ok: false; errors: RewardFormErrors } {
  const result = validateRewardFields(
    {
      name: values.name,
      description: values.description,
      points: toNumber(values.points),
      imageUrl: values.imageUrl,
      category: values.category,
      stock: toNumber(values.stock) ?? 0,
      deliveryTime: values.deliveryTime,
    },
    'create',
  );
  if (result.ok) return result;
  const errors: RewardFormErrors = {};
  for (const e of result.errors) errors[e.field as keyof RewardFormValues] ??= e.message;
  return { ok: false, errors };
}

export function RewardForm({
  initial = EMPTY_REWARD_FORM,
  categories,
  submitLabel,
  onSubmit,
  onCancel,
  serverErrors,
}: {
  initial?: RewardFormValues;
  categories: readonly string[];
  submitLabel: string;
  onSubmit: (value: RewardFieldsClean) => Promise<void>;
  onCancel?: () => void;
  serverErrors?: RewardFormErrors;
}) {
  const listId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<RewardFormErrors>({});
  const [busy, setBusy] = useState(false);
  const shown = { ...serverErrors, ...errors };
  const set = (key: keyof RewardFormValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((old) => ({ ...old, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkRewardForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(checked.value);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Recompensa">
      <Stack gap="4">
        <FormField label="Nome" required error={shown.name}>
          <Input name="name" value={values.name} onChange={set('name')} maxLength={200} />
        </FormField>
        <FormField label="Descrição" error={shown.description}>
          <Textarea name="description" value={values.description} onChange={set('description')} rows={3} />
        </FormField>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <FormField label="Pontos" required error={shown.points}>
            <Input name="points" inputMode="numeric" value={values.points} onChange={set('points')} />
          </FormField>
          <FormField label="Estoque" error={shown.stock}>
            <Input name="stock" inputMode="numeric" value={values.stock} onChange={set('stock')} />
          </FormField>
        </Grid>
        <FormField label="URL da imagem" error={shown.imageUrl} helper="Sem imagem, usamos a imagem padrão de recompensa.">
          <Input name="imageUrl" type="url" value={values.imageUrl} onChange={set('imageUrl')} placeholder="https://" />
        </FormField>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <FormField label="Categoria" error={shown.category} helper="Escolha uma ou digite uma nova.">
            <Input name="category" list={listId} value={values.category} onChange={set('category')} placeholder="Resgate" />
            <datalist id={listId}>
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </FormField>
          <FormField label="Prazo de entrega" error={shown.deliveryTime}>
            <Input name="deliveryTime" value={values.deliveryTime} onChange={set('deliveryTime')} />
          </FormField>
        </Grid>
        <Stack direction="row" justify="flex-end" gap="2">
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              Cancelar
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
