import { useRef } from "react";
import type { AddressField } from "@common/address";
import type { Form } from "../../ui/useForm";
import type { CepAddress } from "./cep";

// The address form's values, texts and CEP autofill (AddressFormPage and its parts).

export const ADDRESS_FORM_MESSAGES = {
  created: "Endereço adicionado com sucesso!",
  updated: "Endereço atualizado com sucesso!",
  saveFailed: "Não foi possível salvar o endereço. Tente novamente.",
  notFound: "Endereço não encontrado",
  loadFailed: "Não foi possível carregar seus endereços.",
  firstIsPrincipal: "O primeiro endereço é sempre o principal.",
  principalStays:
    "Este é o seu endereço principal. Para trocar, torne outro endereço principal.",
} as const;

export type AddressFormValues = Record<Exclude<AddressField, "label">, string> & {
  label: string;
  principal: boolean;
};

export type AddressForm = Form<AddressFormValues>;

export const EMPTY_ADDRESS: AddressFormValues = {
  postalCode: "",
  street: "",
  number: "",
  complement: "",
  district: "",
  city: "",
  state: "",
  label: "",
  principal: false,
};

/** The fields the CEP can fill. */
const CEP_FIELDS = ["street", "district", "city", "state"] as const;

/**
 * The CEP lookup's answer into the form: it fills the empty fields and replaces what it wrote last
 * time, never what the person typed (typing on while the CEP is looked up, issue 51).
 */
export function useCepAutofill(form: AddressForm) {
  // Fields last written by the CEP lookup: a new CEP replaces them, never what the user typed.
  const autofilled = useRef(new Set<string>());

  function fill(found: CepAddress) {
    form.setValues((current) => {
      const next = { ...current };
      for (const field of CEP_FIELDS) {
        const value = found[field];
        const typed = current[field] !== "" && !autofilled.current.has(field);
        if (typed) continue;
        if (value) {
          next[field] = value;
          autofilled.current.add(field);
        } else if (autofilled.current.has(field)) {
          next[field] = "";
          autofilled.current.delete(field);
        }
      }
      return next;
    });
    form.setErrors((current) => {
      const next = { ...current };
      for (const field of CEP_FIELDS) if (found[field]) delete next[field];
      delete next.postalCode;
      return next;
    });
  }

  /** What the person typed is theirs: a later CEP leaves it. */
  function typed(field: keyof AddressFormValues) {
    autofilled.current.delete(field);
  }

  return { fill, typed };
}
