import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@common/dates';
import type { ScreenProps } from '../../../routes/screenProps';
import { DataList } from '../../../ui/DataList';
import { DeleteDialog } from '../../../ui/DeleteDialog';
import { FormDialog } from '../../../ui/FormDialog';
import { FormField } from '../../../ui/FormField';
import { PencilIcon, PlusIcon, SearchIcon, TrashIcon } from '../../../ui/icons';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, Section } from '../../../ui/layout';
import { submitMutation } from '../../../ui/mutation';
import { AdminSearchDocument, DeleteSearchSynonymDocument, SaveSearchSynonymDocument } from './documents';

// /admin/search 'Busca': the searches that found nothing (most frequent first) and the synonym
// groups the search uses (docs/decisions.md, "Busca que perdoa"). A missed term opens a new group
// with it, so the admin only adds the word the catalogue uses.

type Group = { id: string; terms: string[] };
type Editing = { id: string | null; text: string };

const splitTerms = (text: string) => text.split(',').map((t) => t.trim()).filter(Boolean);

function SynonymDialog({ editing, onClose }: { editing: Editing | null; onClose: () => void }) {
  const client = useApolloClient();
  const [text, setText] = useState(editing?.text ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await submitMutation(
      async () => (await client.mutate({ mutation: SaveSearchSynonymDocument, variables: { id: editing?.id ?? null, terms: splitTerms(text) }, refetchQueries: [AdminSearchDocument] })).data?.saveSearchSynonym,
      { failure: 'Não foi possível salvar os sinônimos. Tente novamente.', fields: ['terms'], inline: true },
    );
    setBusy(false);
    setError(result.fieldErrors.terms ?? result.formError ?? undefined);
    if (result.ok) onClose();
  }
  return (
    <FormDialog open={!!editing} title={editing?.id ? 'Editar sinônimos' : 'Novos sinônimos'} submitLabel="Salvar" busy={busy} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <FormField label="Termos" error={error} required helper="Separados por vírgula, ex.: refri, refrigerante. Quem buscar qualquer um deles encontra os produtos de todos.">
        <Input value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
      </FormField>
    </FormDialog>
  );
}

export default function AdminSearchPage({ title }: ScreenProps) {
  const client = useApolloClient();
  const { data, loading, refetch } = useQuery(AdminSearchDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);

  if (!data && loading) return <CommerceLayout title={title}><ListSkeleton label="Carregando a busca" count={3} h="16" /></CommerceLayout>;
  if (!data) return <CommerceLayout title={title}><LoadError message="Não foi possível carregar a busca." onRetry={() => void refetch().catch(() => undefined)} /></CommerceLayout>;

  return (
    <CommerceLayout
      title={title}
      description="O que os clientes buscam sem achar e as palavras que a busca trata como iguais."
      back={{ to: '/admin', label: 'Painel administrativo' }}
      maxW="5xl"
      actions={
        <Button size={{ base: 'sm', md: 'md' }} onClick={() => setEditing({ id: null, text: '' })}>
          <PlusIcon />
          Novos sinônimos
        </Button>
      }
    >
      <Section title="Buscas sem resultado" description="As mais frequentes primeiro. Crie um sinônimo com a palavra do catálogo, ou peça o produto às lojas.">
        {data.searchMisses.length === 0 ? (
          <EmptyState icon={SearchIcon} title="Nenhuma busca sem resultado" hint="Quando alguém buscar algo que não existe no catálogo, aparece aqui." />
        ) : (
          <DataList
            label="Buscas sem resultado"
            testId="search-miss"
            rows={data.searchMisses.map((m) => ({ ...m, id: m.term }))}
            columns={[
              { header: 'Termo', primary: true, cell: (m) => m.term },
              { header: 'Vezes', cell: (m) => m.count.toLocaleString('pt-BR') },
              { header: 'Última vez', cell: (m) => formatDateTime(m.lastAt) },
            ]}
            actions={(m) => (
              <Button size="xs" variant="outline" onClick={() => setEditing({ id: null, text: `${m.term}, ` })} aria-label={`Criar sinônimo para ${m.term}`}>
                Criar sinônimo
              </Button>
            )}
          />
        )}
      </Section>
      <Section title="Sinônimos" description="Cada grupo reúne termos que querem dizer a mesma coisa; um termo fica em um grupo só.">
        {data.searchSynonyms.length === 0 ? (
          <EmptyState icon={SearchIcon} title="Nenhum sinônimo" hint="Crie grupos como refri, refrigerante." />
        ) : (
          <DataList
            label="Sinônimos"
            testId="synonym"
            rows={data.searchSynonyms}
            columns={[{ header: 'Termos', primary: true, cell: (g) => g.terms.join(', ') }]}
            actions={(g) => (
              <HStack gap="1">
                <Button size="xs" variant="ghost" onClick={() => setEditing({ id: g.id, text: g.terms.join(', ') })} aria-label={`Editar ${g.terms.join(', ')}`}>
                  <PencilIcon />
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(g)} aria-label={`Excluir ${g.terms.join(', ')}`}>
                  <TrashIcon />
                </Button>
              </HStack>
            )}
          />
        )}
      </Section>
      {editing && <SynonymDialog key={editing.id ?? editing.text} editing={editing} onClose={() => setEditing(null)} />}
      <DeleteDialog
        target={deleting}
        title="Excluir sinônimos?"
        failure="Não foi possível excluir os sinônimos. Tente novamente."
        remove={async (g) => (await client.mutate({ mutation: DeleteSearchSynonymDocument, variables: { id: g.id }, refetchQueries: [AdminSearchDocument] })).data?.deleteSearchSynonym}
        onClose={() => setDeleting(null)}
      >
        <Stack>
          <Text>{deleting?.terms.join(', ')}</Text>
          <Text color="fg.muted" fontSize="sm">Depois disso, buscar um desses termos não encontra mais os produtos dos outros.</Text>
        </Stack>
      </DeleteDialog>
    </CommerceLayout>
  );
}
