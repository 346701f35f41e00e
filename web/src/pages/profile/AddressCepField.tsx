import { Box, Field, Input, Link, Spinner, Text } from "@chakra-ui/react";
import type { Ref } from "react";
import { CEP_UI_MESSAGES, cepHint, type CepLookupState } from "./cep";

/**
 * The CEP field: the input with a spinner while it is looked up, and below it the error, the
 * lookup's state or the Correios link (one line kept, so the form does not jump).
 */
export function AddressCepField({
  value,
  error,
  cepState,
  cepMatches,
  inputRef,
  onChange,
}: {
  value: string;
  error: string | undefined;
  cepState: CepLookupState;
  /** The lookup's state is about the CEP in the field. */
  cepMatches: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange: (raw: string) => void;
}) {
  return (
    <Field.Root invalid={!!error} ids={{ control: "address-postalCode" }} required>
      <Field.Label>
        CEP
        <Field.RequiredIndicator />
      </Field.Label>
      <Box
        position="relative"
        w="full"
        maxW={{ base: "full", sm: "60" }}
      >
        <Input
          ref={inputRef}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          pe="10"
        />
        {cepState.status === "loading" && cepMatches && (
          <Spinner
            size="sm"
            color="brand.solid"
            position="absolute"
            insetEnd="3"
            top="50%"
            mt="-2"
            aria-hidden
          />
        )}
      </Box>
      <Box
        minH="5"
        aria-live="polite"
        lineHeight="1.4"
        css={{ "& > *": { lineHeight: "1.4" } }}
      >
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : cepMatches && cepState.status === "loading" ? (
          <Field.HelperText>
            {CEP_UI_MESSAGES.searching}
          </Field.HelperText>
        ) : cepMatches && cepState.status === "error" ? (
          <Text fontSize="xs" color="fg.error" data-testid="cep-error">
            {cepState.message}
          </Text>
        ) : cepMatches && cepState.status === "found" ? (
          <Field.HelperText
            data-testid="cep-hint"
            data-source={cepState.address.source}
            data-confidence={cepState.address.confidence}
          >
            {cepHint(cepState.address)}
          </Field.HelperText>
        ) : (
          <Field.HelperText>
            <Link
              href="https://buscacepinter.correios.com.br/"
              target="_blank"
              rel="noreferrer"
              color="brand.fg"
            >
              Não sei meu CEP
            </Link>
          </Field.HelperText>
        )}
      </Box>
    </Field.Root>
  );
}
