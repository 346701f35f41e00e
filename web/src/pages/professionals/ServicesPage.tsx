// /services, the professional's home: points earned from clients' purchases (this month, total),
// the carts sent to clients by status (live through the share events), 'Montar carrinho para
// cliente', and their public card with its link. A consumer who opens it is invited to switch.
import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SHARE_BADGES } from '@common/shared-cart';
import type { ScreenProps } from '../../routes/screenProps';
import { CommerceLayout, Figure, ListSkeleton, LoadError, Section } from '../../ui/layout';
import { notify } from '../../notify';
import { useCartCount } from '../../cart/useCart';
import { ShareCartDialog } from '../../sharing/ShareCartDialog';
import { CartSharesSentDocument } from '../../sharing/documents';
import { ProfessionalSpaceDocument } from '../../professionals/documents';
import { ProfessionalCardView } from '../../professionals/ProfessionalCardView';
import { ShareCard } from '../sharing/components';
import { pointsText } from '../loyalty/components';

const RECENT_SHARES = 5;

function SentCarts() {
  const sent = useQuery(CartSharesSentDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const shares = sent.data?.cartSharesSent.edges.map((e) => e.node) ?? [];
  if (!sent.data && sent.loading) return <ListSkeleton label="Carregando carrinhos enviados" count={2} h="24" />;
  if (!sent.data) return <LoadError message="Não foi possível carregar os carrinhos enviados." onRetry={() => void sent.refetch().catch(() => undefined)} />;
  if (shares.length === 0) return <Text color="fg.muted" fontSize="sm">Você ainda não enviou carrinhos. Monte um com os materiais da obra e envie ao cliente pelo e-mail dele.</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" m="0" p="0" aria-label="Carrinhos enviados">
        {shares.slice(0, RECENT_SHARES).map((share) => (
          <ShareCard key={share.id} share={share} />
        ))}
      </Stack>
      <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
        <RouterLink to="/profile/shared-carts">Ver todos os carrinhos</RouterLink>
      </Button>
    </Stack>
  );
}

export default function ServicesPage({ title }: ScreenProps) {
  const { data, loading, refetch } = useQuery(ProfessionalSpaceDocument, { fetchPolicy: 'cache-and-network' });
  const cartCount = useCartCount();
  const [sharing, setSharing] = useState(false);
  const me = data?.viewer;

  if (!me && loading) return <CommerceLayout title={title}>{<ListSkeleton label="Carregando seu espaço" count={3} h="20" />}</CommerceLayout>;
  if (!me) return <CommerceLayout title={title}>{<LoadError message="Não foi possível carregar seu espaço profissional." onRetry={() => void refetch().catch(() => undefined)} />}</CommerceLayout>;

  if (me.role !== 'PROFESSIONAL' || !me.professionalSpace) {
    return (
      <CommerceLayout title={title} description="O espaço dos profissionais: pedreiros, eletricistas, pintores..." maxW="3xl">
        <Section>
          <Stack gap="3" align="flex-start">
            <Text>Profissionais montam carrinhos de material para os clientes, ganham pontos com as compras deles e têm um cartão público no clube.</Text>
            <HStack gap="2" wrap="wrap">
              <Button asChild>
                <RouterLink to="/auth/profile-selection">Quero ser profissional</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to="/profissionais">Encontrar um profissional</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Section>
      </CommerceLayout>
    );
  }

  const space = me.professionalSpace;
  const card = me.professionalCard;
  const cardLink = card ? `${window.location.origin}${card.path}` : null;
  return (
    <CommerceLayout title={title} description="Seus clientes, os carrinhos enviados e os pontos que eles renderam." maxW="4xl">
      <Stack gap="4">
        {!card && (
          <Section>
            <Stack gap="2" align="flex-start" data-testid="complete-card">
              <Text fontWeight="semibold">Complete seu perfil profissional</Text>
              <Text fontSize="sm" color="fg.muted">
                Informe seus ofícios, as cidades onde atende e seu WhatsApp para aparecer na busca de profissionais.
              </Text>
              <Button asChild size="sm">
                <RouterLink to="/auth/professional-profile">Completar perfil</RouterLink>
              </Button>
            </Stack>
          </Section>
        )}
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
          <Figure label="Pontos neste mês" value={pointsText(space.pointsThisMonth)} hint="Das compras dos seus clientes" />
          <Figure label="Pontos no total" value={pointsText(space.pointsTotal)} />
          <Figure label="Clientes" value={space.clients.toLocaleString('pt-BR')} hint="Que receberam um carrinho seu" />
        </SimpleGrid>
        <Section title="Montar carrinho para cliente" description="Adicione os materiais da obra ao seu carrinho e envie ao cliente: ele aceita, ajusta e compra; você ganha pontos na entrega.">
          <HStack gap="2" wrap="wrap">
            <Button asChild>
              <RouterLink to="/explore">Montar carrinho para cliente</RouterLink>
            </Button>
            {cartCount > 0 && me.canShareCarts && (
              <Button variant="outline" onClick={() => setSharing(true)}>
                Enviar meu carrinho ({cartCount} {cartCount === 1 ? 'unidade' : 'unidades'})
              </Button>
            )}
          </HStack>
        </Section>
        <Section title="Carrinhos enviados">
          <Stack gap="3">
            {space.sharesByStatus.length > 0 && (
              <HStack gap="2" wrap="wrap" aria-label="Carrinhos por status">
                {space.sharesByStatus.map((s) => (
                  <Badge key={s.status} colorPalette={SHARE_BADGES[s.status].palette} size="md">
                    {SHARE_BADGES[s.status].label}: {s.count}
                  </Badge>
                ))}
              </HStack>
            )}
            <SentCarts />
          </Stack>
        </Section>
        {card && (
          <Section title="Seu cartão público">
            <ProfessionalCardView
              card={card}
              actions={
                <>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      if (!cardLink) return;
                      void navigator.clipboard
                        .writeText(cardLink)
                        .then(() => notify.success('Link copiado'))
                        .catch(() => notify.error('Não foi possível copiar o link', cardLink));
                    }}
                  >
                    Copiar link do cartão
                  </Button>
                  <Button asChild size="sm" variant="ghost">
                    <RouterLink to="/auth/professional-profile">Editar</RouterLink>
                  </Button>
                </>
              }
            />
          </Section>
        )}
      </Stack>
      <ShareCartDialog open={sharing} onClose={() => setSharing(false)} then="/services" />
    </CommerceLayout>
  );
}
