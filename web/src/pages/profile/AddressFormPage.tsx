import {
  Alert,
  Box,
  Button,
  Checkbox,
  Field,
  Grid,
  GridItem,
  HStack,
  Input,
  Link,
  NativeSelect,
  Skeleton,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { UFS, validateAddress, type AddressField } from '@common/address';
import { maskCep, onlyDigits } from '@common/masks';
import { notify } from '../../notify';
import { safeInternalPath } from '../../session/redirects';
import type { ScreenProps } from '../../routes/screens';
import { CEP_UI_MESSAGES, cepHint, useCepLookup, type CepAddress } from './cep';
import { CreateAddressDocument, MyAddressesDocument, UpdateAddressDocument } from './documents';
import { ProfileLayout, ProfileSection } from './ProfileLayout';

export const ADDRESS_FORM_MESSAGES = {
  created: 'Endereço adicionado com sucesso!',
  updated: 'Endereço atualizado com sucesso!',
  saveFailed: 'Não foi possível salvar o endereço. Tente novamente.',
  notFound: 'Endereço não encontrado',
  loadFailed: 'Não foi possível carregar seus endereços.',
  firstIsPrincipal: 'O primeiro endereço é sempre o principal.',
  principalStays: 'Este é o seu endereço principal. Para trocar, torne outro endereço principal.',
} as const;

type FormValues = Record<Exclude<AddressField, 'label'>, string> & { label: string; principal: boolean };

const EMPTY: FormValues = { postalCode: '', street: '', number: '', complement: '', district: '', city: '', state: '', label: '', principal: false };

/** The fields the CEP can fill. */
const CEP_FIELDS = ['street', 'district', 'city', 'state'] as const;

/**
 * /profile/address/add (and editing: /profile/address/add?id=<address id>). Typing 8 digits in
 * the CEP fills logradouro, bairro, cidade and UF through lookupCep; everything stays editable.
 */
export default function AddressFormPage({ title }: ScreenProps) {
  const [params] = useSearchParams();
  const editId = params.get('id');
  const navigate = useNavigate();
  const addresses = useQuery(MyAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const list = addresses.data?.viewer?.addresses;
  const editing = editId ? list?.find((a) => a.id === editId) : undefined;

  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  // Fields last written by the CEP lookup: a new CEP replaces them, never what the user typed.
  const autofilled = useRef(new Set<string>());
  const numberRef = useRef<HTMLInputElement>(null);

  const [createAddress, creating] = useMutation(CreateAddressDocument);
  const [updateAddress, updating] = useMutation(UpdateAddressDocument);
  const saving = creating.loading || updating.loading;

  const pageTitle = editId ? 'Editar endereço' : title;
  useEffect(() => {
    if (editId) document.title = `${pageTitle} · Clube Local`;
  }, [editId, pageTitle]);

  // Editing: fill the form once the address is known (while rendering: web/src/ui/useStateFromProp.ts).
  if (editing && loadedId !== editing.id) {
    setLoadedId(editing.id);
    setValues({
      postalCode: maskCep(editing.postalCode),
      street: editing.street,
      number: editing.number,
      complement: editing.complement ?? '',
      district: editing.district,
      city: editing.city,
      state: editing.state,
      label: editing.label ?? '',
      principal: editing.principal,
    });
  }

  const cep = useCepLookup((found: CepAddress) => {
    setValues((current) => {
      const next = { ...current };
      for (const field of CEP_FIELDS) {
        const value = found[field];
        if (value) {
          next[field] = value;
          autofilled.current.add(field);
        } else if (autofilled.current.has(field)) {
          next[field] = '';
          autofilled.current.delete(field);
        }
      }
      return next;
    });
    setErrors((current) => {
      const next = { ...current };
      for (const field of CEP_FIELDS) if (found[field]) delete next[field];
      delete next.postalCode;
      return next;
    });
    if (found.city && found.street) requestAnimationFrame(() => numberRef.current?.focus());
  });

  const set = (field: keyof FormValues, value: string | boolean) => {
    autofilled.current.delete(field);
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field as AddressField]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onCepChange = (raw: string) => {
    const masked = maskCep(raw);
    set('postalCode', masked);
    void cep.lookup(onlyDigits(masked));
  };

  const isFirst = !editId && list !== undefined && list.length === 0;
  const principalLocked = isFirst || (!!editing && editing.principal);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const checked = validateAddress(values);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((e) => [e.field, e.message])));
      document.getElementById(`address-${checked.errors[0].field}`)?.focus();
      return;
    }
    setErrors({});
    const input = {
      postalCode: checked.value.postalCode,
      street: checked.value.street,
      number: checked.value.number,
      complement: checked.value.complement,
      district: checked.value.district,
      city: checked.value.city,
      state: checked.value.state,
      label: checked.value.label,
      principal: values.principal || isFirst,
    };
    try {
      const userErrors = editing
        ? (await updateAddress({ variables: { input: { id: editing.id, ...input } } })).data?.updateAddress.userErrors
        : (await createAddress({ variables: { input } })).data?.createAddress.userErrors;
      if (userErrors?.length) {
        setErrors(Object.fromEntries(userErrors.map((e) => [e.field ?? 'form', e.message])));
        const general = userErrors.find((e) => !e.field);
        if (general) setFormError(general.message);
        return;
      }
      notify.success(editing ? ADDRESS_FORM_MESSAGES.updated : ADDRESS_FORM_MESSAGES.created);
      // Checkout links here with ?returnTo=/checkout: go back there after saving.
      await navigate(safeInternalPath(params.get('returnTo')) ?? '/profile/addresses');
    } catch (error) {
      setFormError((error as Error)?.message || ADDRESS_FORM_MESSAGES.saveFailed);
    }
  }

  const back = { to: '/profile/addresses', label: 'Meus endereços' };

  if (editId && !editing) {
    return (
      <ProfileLayout title={pageTitle} back={back}>
        {addresses.loading && !list ? (
          <ProfileSection>
            <Stack gap="4" aria-busy="true" aria-label="Carregando endereço">
              <Skeleton h="10" />
              <Skeleton h="10" />
              <Skeleton h="10" />
            </Stack>
          </ProfileSection>
        ) : (
          <Alert.Root status="error" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{addresses.error && !list ? ADDRESS_FORM_MESSAGES.loadFailed : ADDRESS_FORM_MESSAGES.notFound}</Alert.Title>
            </Alert.Content>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/profile/addresses">Voltar</RouterLink>
            </Button>
          </Alert.Root>
        )}
      </ProfileLayout>
    );
  }

  const fieldProps = (field: AddressField) => ({ invalid: !!errors[field], ids: { control: `address-${field}` } });
  const error = (field: AddressField) => errors[field] && <Field.ErrorText>{errors[field]}</Field.ErrorText>;
  const cepState = cep.state;
  const cepMatches = cepState.status !== 'idle' && cepState.cep === onlyDigits(values.postalCode);

  return (
    <ProfileLayout title={pageTitle} back={back} description="Digite o CEP e completamos o endereço para você.">
      <ProfileSection>
        <form onSubmit={onSubmit} noValidate aria-label={pageTitle}>
          <Stack gap="5">
            {formError && (
              <Alert.Root status="error" rounded="lg">
                <Alert.Indicator />
                <Alert.Title>{formError}</Alert.Title>
              </Alert.Root>
            )}

            <Field.Root {...fieldProps('postalCode')} required>
              <Field.Label>CEP</Field.Label>
              <Box position="relative" w="full" maxW={{ base: 'full', sm: '60' }}>
                <Input
                  inputMode="numeric"
                  autoComplete="postal-code"
                  placeholder="00000-000"
                  maxLength={9}
                  value={values.postalCode}
                  onChange={(e) => onCepChange(e.target.value)}
                  pe="10"
                />
                {cepState.status === 'loading' && cepMatches && (
                  <Spinner size="sm" color="brand.solid" position="absolute" insetEnd="3" top="50%" mt="-2" aria-hidden />
                )}
              </Box>
              <Box minH="5" aria-live="polite" lineHeight="1.4" css={{ '& > *': { lineHeight: '1.4' } }}>
                {errors.postalCode ? (
                  <Field.ErrorText>{errors.postalCode}</Field.ErrorText>
                ) : cepMatches && cepState.status === 'loading' ? (
                  <Field.HelperText>{CEP_UI_MESSAGES.searching}</Field.HelperText>
                ) : cepMatches && cepState.status === 'error' ? (
                  <Text fontSize="xs" color="fg.error" data-testid="cep-error">
                    {cepState.message}
                  </Text>
                ) : cepMatches && cepState.status === 'found' ? (
                  <Field.HelperText data-testid="cep-hint" data-source={cepState.address.source} data-confidence={cepState.address.confidence}>
                    {cepHint(cepState.address)}
                  </Field.HelperText>
                ) : (
                  <Field.HelperText>
                    <Link href="https://buscacepinter.correios.com.br/" target="_blank" rel="noreferrer" color="brand.fg">
                      Não sei meu CEP
                    </Link>
                  </Field.HelperText>
                )}
              </Box>
            </Field.Root>

            <Grid templateColumns={{ base: '1fr', sm: 'repeat(6, 1fr)' }} gap="4">
              <GridItem colSpan={{ base: 1, sm: 6 }}>
                <Field.Root {...fieldProps('street')} required>
                  <Field.Label>Logradouro</Field.Label>
                  <Input
                    autoComplete="address-line1"
                    placeholder="Rua, avenida, travessa..."
                    value={values.street}
                    onChange={(e) => set('street', e.target.value)}
                  />
                  {error('street')}
                </Field.Root>
              </GridItem>
              <GridItem colSpan={{ base: 1, sm: 2 }}>
                <Field.Root {...fieldProps('number')} required>
                  <Field.Label>Número</Field.Label>
                  <Input ref={numberRef} placeholder="Ex.: 120 ou S/N" value={values.number} onChange={(e) => set('number', e.target.value)} />
                  {error('number')}
                </Field.Root>
              </GridItem>
              <GridItem colSpan={{ base: 1, sm: 4 }}>
                <Field.Root {...fieldProps('complement')}>
                  <Field.Label>
                    Complemento{' '}
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      (opcional)
                    </Text>
                  </Field.Label>
                  <Input
                    autoComplete="address-line2"
                    placeholder="Apto, bloco, referência"
                    value={values.complement}
                    onChange={(e) => set('complement', e.target.value)}
                  />
                  {error('complement')}
                </Field.Root>
              </GridItem>
              <GridItem colSpan={{ base: 1, sm: 6 }}>
                <Field.Root {...fieldProps('district')} required>
                  <Field.Label>Bairro</Field.Label>
                  <Input value={values.district} onChange={(e) => set('district', e.target.value)} />
                  {error('district')}
                </Field.Root>
              </GridItem>
              <GridItem colSpan={{ base: 1, sm: 4 }}>
                <Field.Root {...fieldProps('city')} required>
                  <Field.Label>Cidade</Field.Label>
                  <Input autoComplete="address-level2" value={values.city} onChange={(e) => set('city', e.target.value)} />
                  {error('city')}
                </Field.Root>
              </GridItem>
              <GridItem colSpan={{ base: 1, sm: 2 }}>
                <Field.Root {...fieldProps('state')} required>
                  <Field.Label>UF</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      autoComplete="address-level1"
                      value={values.state}
                      onChange={(e) => set('state', e.target.value)}
                      aria-invalid={!!errors.state || undefined}
                    >
                      <option value="">Selecione</option>
                      {UFS.map((uf) => (
                        <option key={uf} value={uf}>
                          {uf}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {error('state')}
                </Field.Root>
              </GridItem>
              <GridItem colSpan={{ base: 1, sm: 6 }}>
                <Field.Root {...fieldProps('label')}>
                  <Field.Label>
                    Apelido{' '}
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      (opcional)
                    </Text>
                  </Field.Label>
                  <Input placeholder="Casa, Trabalho, Obra..." value={values.label} onChange={(e) => set('label', e.target.value)} />
                  {error('label')}
                </Field.Root>
              </GridItem>
            </Grid>

            <Stack gap="1">
              <Checkbox.Root
                checked={principalLocked || values.principal}
                disabled={principalLocked}
                onCheckedChange={(details) => set('principal', details.checked === true)}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Endereço principal</Checkbox.Label>
              </Checkbox.Root>
              {principalLocked && (
                <Text fontSize="xs" color="fg.muted" ps="7">
                  {isFirst ? ADDRESS_FORM_MESSAGES.firstIsPrincipal : ADDRESS_FORM_MESSAGES.principalStays}
                </Text>
              )}
            </Stack>

            <HStack gap="3" justify="flex-end" pt="2" flexDirection={{ base: 'column-reverse', sm: 'row' }} align="stretch">
              <Button asChild variant="ghost">
                <RouterLink to="/profile/addresses">Cancelar</RouterLink>
              </Button>
              <Button type="submit" loading={saving} loadingText="Salvando...">
                {editing ? 'Salvar alterações' : 'Salvar endereço'}
              </Button>
            </HStack>
          </Stack>
        </form>
      </ProfileSection>
    </ProfileLayout>
  );
}
