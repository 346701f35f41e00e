import { Avatar, Button, Checkbox, Grid, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { maskCep, maskPhone } from '@common/masks';
import { WEEKDAYS } from '@common/store-profile';
import type { StoreProfileFieldsFragment } from '../../../gql/graphql';
import { notify } from '../../../notify';
import type { ScreenProps } from '../../../routes/screenProps';
import { FormField } from '../../../ui/FormField';
import { CameraIcon, StoreIcon } from '../../../ui/icons';
import { IMAGE_ACCEPT, prepareImage } from '../../../ui/image-file';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, Section } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { UpdateStoreLogoDocument, UpdateStoreProfileDocument, VendorStoreProfileDocument } from './documents';
import { formKey, storeFormToInput, storeToForm, type StoreFormErrors, type StoreFormValues } from './storeForm';

// /vendor/settings (and /vendor/store-config, /vendor/general-settings, /vendor/profile): the
// store's public profile — logo, name, description, phones, address and opening hours — as the
// store page /loja/:id shows it (docs/decisions.md, "Configurações da loja").

const LOGO_MAX_SIDE = 800;
const API_FIELDS = ['name', 'description', 'phone', 'whatsapp', 'openingHours', ...['postalCode', 'street', 'number', 'complement', 'district', 'city', 'state'].map((f) => `address.${f}`)];

function Logo({ store }: { store: StoreProfileFieldsFragment }) {
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const dataUrl = await prepareImage(file, LOGO_MAX_SIDE);
      await submitMutation(async () => (await client.mutate({ mutation: UpdateStoreLogoDocument, variables: { dataUrl } })).data?.updateStoreLogo, {
        failure: 'Não foi possível enviar o logo. Tente novamente.',
      });
    } catch (e) {
      notify.error((e as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }
  return (
    <HStack gap="4">
      <Avatar.Root size="2xl" shape="rounded">
        <Avatar.Fallback name={store.name} />
        {store.logoUrl && <Avatar.Image src={store.logoUrl} alt={`Logo de ${store.name}`} />}
      </Avatar.Root>
      <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={(e) => void upload(e.target.files?.[0])} data-testid="store-logo-input" />
      <Button variant="outline" size="sm" onClick={() => input.current?.click()} loading={busy} loadingText="Enviando...">
        <CameraIcon />
        Trocar logo
      </Button>
    </HStack>
  );
}

function StoreForm({ store }: { store: StoreProfileFieldsFragment }) {
  const client = useApolloClient();
  const [form, setForm] = useState<StoreFormValues>(() => storeToForm(store));
  const [errors, setErrors] = useState<StoreFormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (key: Exclude<keyof StoreFormValues, 'hours'>, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const field = (key: Exclude<keyof StoreFormValues, 'hours'>, mask?: (v: string) => string) => ({
    name: key,
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, mask ? mask(e.target.value) : e.target.value),
  });
  const setDay = (weekday: number, change: Partial<StoreFormValues['hours'][number]>) => {
    setForm((f) => ({ ...f, hours: f.hours.map((h, i) => (i === weekday ? { ...h, ...change } : h)) }));
    setErrors((e) => ({ ...e, openingHours: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const { input, errors: local } = storeFormToInput(form);
    setErrors(local);
    if (!input) return notify.error('Confira os campos destacados.');
    setBusy(true);
    const result = await submitMutation(async () => (await client.mutate({ mutation: UpdateStoreProfileDocument, variables: { input } })).data?.updateStoreProfile, {
      failure: 'Não foi possível salvar os dados da loja. Tente novamente.',
      fields: API_FIELDS,
    });
    setBusy(false);
    setErrors(Object.fromEntries(Object.entries(result.fieldErrors).map(([k, v]) => [formKey(k), v])));
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Dados da loja">
      <Stack gap="4">
        <Section title="Loja" description="Como os clientes veem sua loja.">
          <Logo store={store} />
          <FormField label="Nome da loja" error={errors.name} required>
            <Input {...field('name')} maxLength={80} />
          </FormField>
          <FormField label="Descrição" error={errors.description} optionalHint>
            <Textarea {...field('description')} rows={3} maxLength={1000} />
          </FormField>
        </Section>
        <Section title="Contato">
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
            <FormField label="Telefone" error={errors.phone} optionalHint>
              <Input {...field('phone', maskPhone)} inputMode="tel" autoComplete="tel" />
            </FormField>
            <FormField label="WhatsApp" error={errors.whatsapp} optionalHint>
              <Input {...field('whatsapp', maskPhone)} inputMode="tel" />
            </FormField>
          </Grid>
        </Section>
        <Section title="Endereço" description="Deixe em branco para não mostrar o endereço.">
          <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="4">
            <FormField label="CEP" error={errors.postalCode}>
              <Input {...field('postalCode', maskCep)} inputMode="numeric" autoComplete="postal-code" />
            </FormField>
            <FormField label="Número" error={errors.number}>
              <Input {...field('number')} />
            </FormField>
            <Stack gridColumn={{ base: 'span 2', md: 'span 2' }}>
              <FormField label="Rua" error={errors.street}>
                <Input {...field('street')} autoComplete="address-line1" />
              </FormField>
            </Stack>
            <Stack gridColumn="span 2">
              <FormField label="Complemento" error={errors.complement} optionalHint>
                <Input {...field('complement')} />
              </FormField>
            </Stack>
            <Stack gridColumn="span 2">
              <FormField label="Bairro" error={errors.district}>
                <Input {...field('district')} />
              </FormField>
            </Stack>
            <Stack gridColumn={{ base: 'span 1', md: 'span 3' }}>
              <FormField label="Cidade" error={errors.city}>
                <Input {...field('city')} autoComplete="address-level2" />
              </FormField>
            </Stack>
            <FormField label="UF" error={errors.state}>
              <Input {...field('state', (v) => v.toUpperCase())} maxLength={2} />
            </FormField>
          </Grid>
        </Section>
        <Section title="Horário de funcionamento" description="Marque os dias em que a loja abre.">
          {errors.openingHours && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {errors.openingHours}
            </Text>
          )}
          <Stack gap="2" as="ul" m="0" p="0" aria-label="Horários por dia">
            {WEEKDAYS.map((day, weekday) => {
              const h = form.hours[weekday];
              return (
                <HStack as="li" key={day} listStyleType="none" gap="3" wrap="wrap" data-testid="store-hours-day">
                  <Checkbox.Root checked={h.open} onCheckedChange={(e) => setDay(weekday, { open: !!e.checked })} minW="28">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{day}</Checkbox.Label>
                  </Checkbox.Root>
                  {h.open ? (
                    <HStack gap="2">
                      <Input type="time" size="sm" w="28" value={h.opens} onChange={(e) => setDay(weekday, { opens: e.target.value })} aria-label={`${day}: abre às`} />
                      <Text fontSize="sm">às</Text>
                      <Input type="time" size="sm" w="28" value={h.closes} onChange={(e) => setDay(weekday, { closes: e.target.value })} aria-label={`${day}: fecha às`} />
                    </HStack>
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      Fechado
                    </Text>
                  )}
                </HStack>
              );
            })}
          </Stack>
        </Section>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Button asChild variant="ghost" size="sm">
            <RouterLink to={`/loja/${store.databaseId}`}>Ver página da loja</RouterLink>
          </Button>
          <Button type="submit" loading={busy} loadingText="Salvando...">
            Salvar dados da loja
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export default function StoreSettingsPage({ title }: ScreenProps) {
  const { data, loading, refetch } = useQuery(VendorStoreProfileDocument, { fetchPolicy: 'network-only' });
  const store = data?.vendorStore;
  let content;
  if (!data && loading) content = <ListSkeleton label="Carregando dados da loja" count={3} h="40" />;
  else if (!data) content = <LoadError message="Não foi possível carregar os dados da loja." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!store) content = <EmptyState icon={StoreIcon} title="Você ainda não tem uma loja" hint="Quando sua loja for aprovada, os dados dela aparecem aqui." />;
  else content = <StoreForm key={store.id} store={store} />;
  return (
    <CommerceLayout title={title} back={{ to: '/vendor', label: 'Portal do Vendedor' }} maxW="4xl">
      {content}
    </CommerceLayout>
  );
}
