import { Button, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ScreenProps } from '../../../routes/screenProps';
import { useSession } from '../../../session/SessionProvider';
import { CommerceLayout, ListSkeleton, LoadError, Section } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { PageLoader } from '../../../ui/PageLoader';
import { FixReferralCodesDocument, ReferralCodeIssuesDocument } from './documents';

// /auto-fix-codes 'Correção de códigos' (a public route of the spec; docs/decisions.md "Correção de
// códigos"): a maintenance tool that gives a new referral code to accounts whose code cannot be
// typed or found at sign-up. Only admins run it; everyone else reads what it is.

function Fixer() {
  const client = useApolloClient();
  const { data, loading, refetch } = useQuery(ReferralCodeIssuesDocument, { fetchPolicy: 'network-only' });
  const [busy, setBusy] = useState(false);
  if (data === undefined && loading) return <ListSkeleton label="Verificando os códigos" count={1} h="24" />;
  if (data === undefined) return <LoadError message="Não foi possível verificar os códigos." onRetry={() => void refetch().catch(() => undefined)} />;
  const issues = data.referralCodeIssues;
  async function fix() {
    setBusy(true);
    await submitMutation(async () => (await client.mutate({ mutation: FixReferralCodesDocument, refetchQueries: [ReferralCodeIssuesDocument] })).data?.fixReferralCodes, {
      failure: 'Não foi possível corrigir os códigos. Tente novamente.',
    });
    setBusy(false);
  }
  return (
    <Section title="Códigos de indicação" aria-label="Códigos de indicação">
      <Text data-testid="referral-code-issues">
        {issues === 0 ? 'Todos os códigos estão em ordem.' : `${issues.toLocaleString('pt-BR')} ${issues === 1 ? 'conta tem' : 'contas têm'} código que não dá para usar no cadastro.`}
      </Text>
      <Button onClick={() => void fix()} disabled={issues === 0} loading={busy} loadingText="Corrigindo..." alignSelf="flex-start">
        Corrigir códigos
      </Button>
      <Text fontSize="sm" color="fg.muted">
        Cada conta corrigida recebe um código novo de 8 caracteres; quem já foi indicado continua ligado a quem indicou. A correção fica nos logs.
      </Text>
    </Section>
  );
}

export default function AutoFixCodesPage({ title }: ScreenProps) {
  const { viewer, loading } = useSession();
  if (loading) return <PageLoader label="Verificando permissões de administrador..." />;
  return (
    <CommerceLayout title={title} description="Ferramenta de manutenção do Clube Local." back={viewer?.isAdmin ? { to: '/admin', label: 'Painel administrativo' } : { to: '/', label: 'Início' }} maxW="3xl">
      {viewer?.isAdmin ? (
        <Fixer />
      ) : (
        <Section>
          <Stack gap="3">
            <Text>Esta página corrige códigos de indicação com problema. Ela é usada só pela equipe do Clube Local.</Text>
            {!viewer && (
              <Button asChild alignSelf="flex-start">
                <RouterLink to="/login">Entrar</RouterLink>
              </Button>
            )}
          </Stack>
        </Section>
      )}
    </CommerceLayout>
  );
}
