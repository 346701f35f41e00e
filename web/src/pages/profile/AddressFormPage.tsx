import { Alert, Button, HStack, Skeleton, Stack } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import {
  Link as RouterLink,
  useNavigate,
  useSearchParams,
} from "react-router-dom";
import { validateAddress } from "@common/address";
import { maskCep, onlyDigits } from "@common/masks";
import { safeInternalPath } from "../../session/redirects";
import type { ScreenProps } from "../../routes/screenProps";
import { useForm, type FormErrors } from "../../ui/useForm";
import { useCepLookup } from "./cep";
import {
  CreateAddressDocument,
  MyAddressesDocument,
  UpdateAddressDocument,
} from "./documents";
import { ProfileLayout, ProfileSection } from "./ProfileLayout";
import { AddressCepField } from "./AddressCepField";
import { AddressLineFields, PrincipalChoice } from "./AddressFields";
import {
  ADDRESS_FORM_MESSAGES,
  EMPTY_ADDRESS,
  useCepAutofill,
  type AddressFormValues,
} from "./addressForm";

/** The address rules of common/address.ts, field → message. */
function checkAddress(values: AddressFormValues): FormErrors<keyof AddressFormValues & string> {
  const checked = validateAddress(values);
  return checked.ok ? {} : Object.fromEntries(checked.errors.map((e) => [e.field, e.message]));
}

/**
 * /profile/address/add (and editing: /profile/address/add?id=<address id>). Typing 8 digits in
 * the CEP fills logradouro, bairro, cidade and UF through lookupCep; everything stays editable.
 */
export default function AddressFormPage({ title }: ScreenProps) {
  const [params] = useSearchParams();
  const editId = params.get("id");
  const navigate = useNavigate();
  const addresses = useQuery(MyAddressesDocument, {
    fetchPolicy: "cache-and-network",
  });
  const list = addresses.data?.viewer?.addresses;
  const editing = editId ? list?.find((a) => a.id === editId) : undefined;

  const form = useForm(EMPTY_ADDRESS, {
    validate: checkAddress,
    onInvalid: (errors) =>
      document.getElementById(`address-${Object.keys(errors)[0]}`)?.focus(),
  });
  const { values, errors } = form;
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const autofill = useCepAutofill(form);
  const numberRef = useRef<HTMLInputElement>(null);
  const cepRef = useRef<HTMLInputElement>(null);

  const [createAddress] = useMutation(CreateAddressDocument);
  const [updateAddress] = useMutation(UpdateAddressDocument);

  const pageTitle = editId ? "Editar endereço" : title;
  useEffect(() => {
    if (editId) document.title = `${pageTitle} · Clube Local`;
  }, [editId, pageTitle]);

  // Editing: fill the form once the address is known (while rendering: web/src/ui/useStateFromProp.ts).
  if (editing && loadedId !== editing.id) {
    setLoadedId(editing.id);
    form.setValues({
      postalCode: maskCep(editing.postalCode),
      street: editing.street,
      number: editing.number,
      complement: editing.complement ?? "",
      district: editing.district,
      city: editing.city,
      state: editing.state,
      label: editing.label ?? "",
      principal: editing.principal,
    });
  }

  const cep = useCepLookup((found) => {
    autofill.fill(found);
    // On to Número, unless the person has already gone on typing elsewhere.
    if (found.city && found.street) {
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body || active === cepRef.current) numberRef.current?.focus();
      });
    }
  });

  const set = <K extends keyof AddressFormValues & string>(field: K, value: AddressFormValues[K]) => {
    autofill.typed(field);
    form.set(field, value);
  };

  const onCepChange = (raw: string) => {
    const masked = maskCep(raw);
    set("postalCode", masked);
    void cep.lookup(onlyDigits(masked));
  };

  const isFirst = !editId && list !== undefined && list.length === 0;
  const principalLocked = isFirst || (!!editing && editing.principal);

  async function onSubmit() {
    const result = await form.submit(
      async (current) => {
        const checked = validateAddress(current);
        if (!checked.ok) return null; // form.submit ran the same rules first
        const input = {
          postalCode: checked.value.postalCode,
          street: checked.value.street,
          number: checked.value.number,
          complement: checked.value.complement,
          district: checked.value.district,
          city: checked.value.city,
          state: checked.value.state,
          label: checked.value.label,
          principal: current.principal || isFirst,
        };
        return editing
          ? (await updateAddress({ variables: { input: { id: editing.id, ...input } } })).data?.updateAddress
          : (await createAddress({ variables: { input } })).data?.createAddress;
      },
      {
        failure: ADDRESS_FORM_MESSAGES.saveFailed,
        success: editing ? ADDRESS_FORM_MESSAGES.updated : ADDRESS_FORM_MESSAGES.created,
      },
    );
    // Checkout links here with ?returnTo=/checkout: go back there after saving.
    if (result?.ok)
      await navigate(safeInternalPath(params.get("returnTo")) ?? "/profile/addresses");
  }

  const back = { to: "/profile/addresses", label: "Meus endereços" };

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
              <Alert.Title>
                {addresses.error && !list
                  ? ADDRESS_FORM_MESSAGES.loadFailed
                  : ADDRESS_FORM_MESSAGES.notFound}
              </Alert.Title>
            </Alert.Content>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/profile/addresses">Voltar</RouterLink>
            </Button>
          </Alert.Root>
        )}
      </ProfileLayout>
    );
  }

  const cepState = cep.state;
  const cepMatches =
    cepState.status !== "idle" &&
    cepState.cep === onlyDigits(values.postalCode);

  return (
    <ProfileLayout
      title={pageTitle}
      back={back}
      description="Digite o CEP e completamos o endereço para você."
    >
      <ProfileSection>
        <form onSubmit={form.handle(onSubmit)} noValidate aria-label={pageTitle}>
          <Stack gap="5">
            {errors.form && (
              <Alert.Root status="error" rounded="lg">
                <Alert.Indicator />
                <Alert.Title>{errors.form}</Alert.Title>
              </Alert.Root>
            )}

            <AddressCepField
              value={values.postalCode}
              error={errors.postalCode}
              cepState={cepState}
              cepMatches={cepMatches}
              inputRef={cepRef}
              onChange={onCepChange}
            />
            <AddressLineFields values={values} errors={errors} set={set} numberRef={numberRef} />
            <PrincipalChoice
              checked={values.principal}
              locked={principalLocked}
              isFirst={isFirst}
              onChange={(checked) => set("principal", checked)}
            />

            <HStack
              gap="3"
              justify="flex-end"
              pt="2"
              flexDirection={{ base: "column-reverse", sm: "row" }}
              align="stretch"
            >
              <Button asChild variant="ghost">
                <RouterLink to="/profile/addresses">Cancelar</RouterLink>
              </Button>
              <Button type="submit" loading={form.submitting} loadingText="Salvando...">
                {editing ? "Salvar alterações" : "Salvar endereço"}
              </Button>
            </HStack>
          </Stack>
        </form>
      </ProfileSection>
    </ProfileLayout>
  );
}
