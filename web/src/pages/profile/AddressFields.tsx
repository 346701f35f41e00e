import { Checkbox, Field, Grid, GridItem, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import type { Ref } from "react";
import { UFS, type AddressField } from "@common/address";
import { ADDRESS_FORM_MESSAGES, type AddressFormValues } from "./addressForm";
import type { FormErrors } from "../../ui/useForm";

type Errors = FormErrors<keyof AddressFormValues & string>;
type Set = <K extends keyof AddressFormValues & string>(field: K, value: AddressFormValues[K]) => void;

/** Logradouro, número, complemento, bairro, cidade, UF and apelido, each with its error. */
export function AddressLineFields({
  values,
  errors,
  set,
  numberRef,
}: {
  values: AddressFormValues;
  errors: Errors;
  set: Set;
  numberRef: Ref<HTMLInputElement>;
}) {
  const fieldProps = (field: AddressField) => ({
    invalid: !!errors[field],
    ids: { control: `address-${field}` },
  });
  const error = (field: AddressField) =>
    errors[field] && <Field.ErrorText>{errors[field]}</Field.ErrorText>;
  return (
    <Grid
      templateColumns={{ base: "1fr", sm: "repeat(6, 1fr)" }}
      gap="4"
    >
      <GridItem colSpan={{ base: 1, sm: 6 }}>
        <Field.Root {...fieldProps("street")} required>
          <Field.Label>
            Logradouro
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            autoComplete="address-line1"
            placeholder="Rua, avenida, travessa..."
            value={values.street}
            onChange={(e) => set("street", e.target.value)}
          />
          {error("street")}
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, sm: 2 }}>
        <Field.Root {...fieldProps("number")} required>
          <Field.Label>
            Número
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={numberRef}
            placeholder="Ex.: 120 ou S/N"
            value={values.number}
            onChange={(e) => set("number", e.target.value)}
          />
          {error("number")}
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, sm: 4 }}>
        <Field.Root {...fieldProps("complement")}>
          <Field.Label>
            Complemento{" "}
            <Text as="span" color="fg.muted" fontWeight="normal">
              (opcional)
            </Text>
          </Field.Label>
          <Input
            autoComplete="address-line2"
            placeholder="Apto, bloco, referência"
            value={values.complement}
            onChange={(e) => set("complement", e.target.value)}
          />
          {error("complement")}
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, sm: 6 }}>
        <Field.Root {...fieldProps("district")} required>
          <Field.Label>
            Bairro
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={values.district}
            onChange={(e) => set("district", e.target.value)}
          />
          {error("district")}
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, sm: 4 }}>
        <Field.Root {...fieldProps("city")} required>
          <Field.Label>
            Cidade
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            autoComplete="address-level2"
            value={values.city}
            onChange={(e) => set("city", e.target.value)}
          />
          {error("city")}
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, sm: 2 }}>
        <Field.Root {...fieldProps("state")} required>
          <Field.Label>
            UF
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              autoComplete="address-level1"
              value={values.state}
              onChange={(e) => set("state", e.target.value)}
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
          {error("state")}
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, sm: 6 }}>
        <Field.Root {...fieldProps("label")}>
          <Field.Label>
            Apelido{" "}
            <Text as="span" color="fg.muted" fontWeight="normal">
              (opcional)
            </Text>
          </Field.Label>
          <Input
            placeholder="Casa, Trabalho, Obra..."
            value={values.label}
            onChange={(e) => set("label", e.target.value)}
          />
          {error("label")}
        </Field.Root>
      </GridItem>
    </Grid>
  );
}

/** 'Endereço principal': locked on for the first address and for the principal being edited. */
export function PrincipalChoice({
  checked,
  locked,
  isFirst,
  onChange,
}: {
  checked: boolean;
  locked: boolean;
  isFirst: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Stack gap="1">
      <Checkbox.Root
        checked={locked || checked}
        disabled={locked}
        onCheckedChange={(details) => onChange(details.checked === true)}
        colorPalette="brand"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Endereço principal</Checkbox.Label>
      </Checkbox.Root>
      {locked && (
        <Text fontSize="xs" color="fg.muted" ps="7">
          {isFirst
            ? ADDRESS_FORM_MESSAGES.firstIsPrincipal
            : ADDRESS_FORM_MESSAGES.principalStays}
        </Text>
      )}
    </Stack>
  );
}
