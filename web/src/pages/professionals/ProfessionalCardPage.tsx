// /profissionais/:id: one professional's public card (the link they share from /services).
import { Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../routes/screenProps';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError } from '../../ui/layout';
import { UserIcon } from '../../ui/icons';
import { ProfessionalCardDocument } from '../../professionals/documents';
import { ProfessionalCardView } from '../../professionals/ProfessionalCardView';
import { globalIdOf } from '../../lib/ids';

export default function ProfessionalCardPage({ title }: ScreenProps) {
  const id = globalIdOf('ProfessionalCard', useParams().id ?? '');
  const { data, loading, error, refetch } = useQuery(ProfessionalCardDocument, { variables: { id } });
  const card = data?.node?.__typename === 'ProfessionalCard' ? data.node : null;
  let content;
  if (!data && loading) content = <ListSkeleton label="Carregando o cartão" count={1} h="40" />;
  else if (!data && error) content = <LoadError message="Não foi possível carregar o cartão do profissional." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!card)
    content = (
      <EmptyState
        icon={UserIcon}
        title="Profissional não encontrado"
        hint="O link pode estar errado, ou o profissional não atende mais pelo clube."
        action={
          <Button asChild variant="outline">
            <RouterLink to="/profissionais">Ver profissionais</RouterLink>
          </Button>
        }
      />
    );
  else content = <ProfessionalCardView card={card} />;
  return (
    <CommerceLayout title={card?.name ?? title} back={{ to: '/profissionais', label: 'Profissionais' }} maxW="2xl">
      {content}
    </CommerceLayout>
  );
}
