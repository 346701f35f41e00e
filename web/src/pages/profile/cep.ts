import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { CepConfidence, CepSource, LookupCepQuery } from '../../gql/graphql';
import { LookupCepDocument } from './documents';
import { submitMutation } from '../../ui/mutation';

export type CepAddress = NonNullable<LookupCepQuery['lookupCep']['address']>;

/** How each source is named to the user (subtly, under the CEP field). */
export const CEP_SOURCE_LABELS: Record<CepSource, string> = {
  FALLBACK: 'base do Clube Local',
  CACHE: 'CEPs já consultados',
  REGIONAL: 'tabela regional',
  VIACEP: 'ViaCEP',
  BRASILAPI: 'BrasilAPI',
};

export const CEP_UI_MESSAGES = {
  searching: 'Buscando CEP...',
  unavailable: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
} as const;

/** The hint shown under the CEP field after a lookup, by confidence. */
export function cepHint(address: Pick<CepAddress, 'source' | 'confidence' | 'street'>): string {
  const source = CEP_SOURCE_LABELS[address.source];
  const byConfidence: Record<CepConfidence, string> = {
    HIGH: address.street
      ? `Endereço encontrado (${source}). Confira e complete o número.`
      : `CEP da cidade encontrado (${source}). Preencha logradouro e número.`,
    MEDIUM: `Cidade provável para este CEP (${source}). Confira os dados.`,
    LOW: 'Encontramos só o estado deste CEP. Preencha cidade e bairro.',
  };
  return byConfidence[address.confidence];
}

export type CepLookupState =
  | { status: 'idle' }
  | { status: 'loading'; cep: string }
  | { status: 'found'; cep: string; address: CepAddress }
  | { status: 'error'; cep: string; message: string };

/**
 * Looks a CEP up once per distinct 8-digit value (network-only: the API counts the rate limit and
 * keeps its own cache). A late answer for a CEP the user already changed is ignored.
 */
export function useCepLookup(onFound: (address: CepAddress) => void) {
  const client = useApolloClient();
  const [state, setState] = useState<CepLookupState>({ status: 'idle' });
  const current = useRef<string | null>(null);
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;

  const lookup = useCallback(
    async (digits: string) => {
      if (digits.length !== 8) {
        current.current = null;
        setState({ status: 'idle' });
        return;
      }
      if (current.current === digits) return;
      current.current = digits;
      setState({ status: 'loading', cep: digits });
      const outcome = await submitMutation(
        async () => (await client.query({ query: LookupCepDocument, variables: { cep: digits }, fetchPolicy: 'network-only' })).data?.lookupCep,
        { failure: CEP_UI_MESSAGES.unavailable, inline: true },
      );
      if (current.current !== digits) return;
      const address = outcome.payload?.address;
      if (outcome.ok && address) {
        setState({ status: 'found', cep: digits, address });
        onFoundRef.current(address);
      } else {
        setState({ status: 'error', cep: digits, message: outcome.formError ?? CEP_UI_MESSAGES.unavailable });
      }
    },
    [client],
  );

  return { state, lookup };
}
