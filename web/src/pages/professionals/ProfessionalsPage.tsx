// /profissionais: find a professional by trade and town (public), each with their card and the
// WhatsApp contact. Reached from the home and the explore page.
import { Button, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PROFESSIONALS_DESCRIPTION, TRADES } from '@common/professionals';
import type { ScreenProps } from '../../routes/screenProps';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../ui/layout';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { UserIcon } from '../../ui/icons';
import { FormField } from '../../ui/FormField';
import { ProfessionalsDocument } from '../../professionals/documents';
import { ProfessionalCardView } from '../../professionals/ProfessionalCardView';

// Named as the address's parameter: a choice made in the page's first screen comes back by name (web/src/firstScreen.ts).
function FilterSelect({ name, label, all, options, value, onChange }: { name: string; label: string; all: string; options: readonly string[]; value: string | null; onChange: (value: string) => void }) {
  return (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{all}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export default function ProfessionalsPage({ title }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const trade = params.get('oficio') || null;
  const town = params.get('cidade') || null;
  const { data, previousData, loading, refetch, fetchMore } = useQuery(ProfessionalsDocument, { variables: { trade, town }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const shown = data ?? previousData;
  const towns = shown?.professionalTowns ?? [];
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true },
    );

  let content;
  if (!shown && loading) content = <ListSkeleton label="Carregando profissionais" count={3} h="32" />;
  else if (!shown) content = <LoadError message="Não foi possível carregar os profissionais." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (shown.professionals.edges.length === 0)
    content = <EmptyState icon={UserIcon} title="Nenhum profissional encontrado" hint={trade || town ? 'Tente outro ofício ou outra cidade.' : 'Os profissionais do clube aparecem aqui quando completam o perfil.'} />;
  else
    content = (
      <Stack gap="3">
        <Stack as="ul" gap="3" m="0" p="0" aria-label="Profissionais">
          {shown.professionals.edges.map(({ node }) => (
            <ProfessionalCardView
              key={node.id}
              as="li"
              card={node}
              actions={
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={node.path}>Ver cartão</RouterLink>
                </Button>
              }
            />
          ))}
        </Stack>
        <LoadMoreButton pageInfo={shown.professionals.pageInfo} onLoadMore={(after) => fetchMore({ variables: { after } })} />
      </Stack>
    );

  return (
    <CommerceLayout title={title} description={PROFESSIONALS_DESCRIPTION} maxW="4xl">
      <Stack gap="4">
        <HStack gap="3" align="flex-end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <FilterSelect name="oficio" label="Ofício" all="Todos os ofícios" options={TRADES} value={trade} onChange={(v) => set('oficio', v)} />
          <FilterSelect name="cidade" label="Cidade" all="Todas as cidades" options={towns} value={town} onChange={(v) => set('cidade', v)} />
        </HStack>
        {content}
      </Stack>
    </CommerceLayout>
  );
}
