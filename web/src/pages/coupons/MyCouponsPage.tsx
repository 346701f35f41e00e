// /meus-cupons: the coupons this person can use now (with their rules in pt-BR and 'Usar no
// carrinho', which applies the code at the next checkout), then the used and the expired ones.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@common/dates';
import { graphql } from '../../gql';
import type { WalletCouponFieldsFragment } from '../../gql/graphql';
import type { ScreenProps } from '../../routes/screenProps';
import { CommerceLayout, EmptyState, ListSkeleton, LoadError, Section } from '../../ui/layout';
import { TagIcon } from '../../ui/icons';
import { notify } from '../../notify';
import { keepCouponForCheckout } from '../../cart/pendingCoupon';
import { databaseIdOf } from '../../lib/ids';

export const WalletCouponFields = graphql(`
  fragment WalletCouponFields on WalletCoupon {
    code
    description
    benefit
    rules
    endsAt
    usedAt
    usedInOrderId
  }
`);

export const CouponWalletDocument = graphql(`
  query CouponWallet {
    viewer {
      id
      couponWallet {
        available {
          ...WalletCouponFields
        }
        used {
          ...WalletCouponFields
        }
        expired {
          ...WalletCouponFields
        }
      }
    }
  }
`);

type Shelf = 'available' | 'used' | 'expired';

function CouponCard({ coupon, shelf, onUse }: { coupon: WalletCouponFieldsFragment; shelf: Shelf; onUse?: () => void }) {
  return (
    <Stack as="li" listStyleType="none" gap="2" bg="bg" borderWidth="1px" borderStyle={shelf === 'available' ? 'dashed' : 'solid'} borderColor={shelf === 'available' ? 'brand.solid' : 'border.muted'} rounded="xl" p="4" opacity={shelf === 'available' ? 1 : 0.8} data-testid={`coupon-${shelf}`}>
      <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Stack gap="0" minW="0">
          <Text fontWeight="bold" fontSize="lg" letterSpacing="wide" fontFamily="mono">
            {coupon.code}
          </Text>
          <Text fontWeight="medium">{coupon.benefit}</Text>
        </Stack>
        {shelf === 'used' && <Badge colorPalette="gray">Usado{coupon.usedAt ? ` em ${formatDate(coupon.usedAt)}` : ''}</Badge>}
        {shelf === 'expired' && <Badge colorPalette="red">Expirado</Badge>}
      </HStack>
      {coupon.description && (
        <Text fontSize="sm" color="fg.muted">
          {coupon.description}
        </Text>
      )}
      <Stack as="ul" gap="0.5" m="0" pl="4" fontSize="sm" color="fg.muted" listStyleType="disc">
        {coupon.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Stack>
      {onUse && (
        <Button size="sm" alignSelf="flex-start" onClick={onUse}>
          Usar no carrinho
        </Button>
      )}
      {shelf === 'used' && coupon.usedInOrderId && (
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <RouterLink to={`/order/${databaseIdOf(coupon.usedInOrderId)}`}>Ver pedido</RouterLink>
        </Button>
      )}
    </Stack>
  );
}

function Shelf({ title, coupons, shelf, empty, onUse }: { title: string; coupons: readonly WalletCouponFieldsFragment[]; shelf: Shelf; empty: string; onUse?: (code: string) => void }) {
  return (
    <Section title={title}>
      {coupons.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="3" m="0" p="0" aria-label={title}>
          {coupons.map((coupon) => (
            <CouponCard key={`${coupon.code}-${coupon.usedAt ?? ''}`} coupon={coupon} shelf={shelf} onUse={onUse ? () => onUse(coupon.code) : undefined} />
          ))}
        </Stack>
      )}
    </Section>
  );
}

export default function MyCouponsPage({ title }: ScreenProps) {
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery(CouponWalletDocument, { fetchPolicy: 'cache-and-network' });
  const wallet = data?.viewer?.couponWallet;

  function use(code: string) {
    keepCouponForCheckout(code);
    notify.success(`Cupom ${code} será aplicado ao finalizar a compra`);
    void navigate('/cart');
  }

  let content;
  if (!wallet && loading) content = <ListSkeleton label="Carregando cupons" count={3} h="28" />;
  else if (!wallet) content = <LoadError message="Não foi possível carregar seus cupons." onRetry={() => void refetch().catch(() => undefined)} />;
  else if (wallet.available.length + wallet.used.length + wallet.expired.length === 0)
    content = <EmptyState icon={TagIcon} title="Nenhum cupom por enquanto" hint="Quando o clube lançar um cupom, ele aparece aqui com as regras e a validade." />;
  else
    content = (
      <Stack gap="4">
        <Shelf title="Disponíveis" coupons={wallet.available} shelf="available" empty="Nenhum cupom disponível agora." onUse={use} />
        {wallet.used.length > 0 && <Shelf title="Usados" coupons={wallet.used} shelf="used" empty="" />}
        {wallet.expired.length > 0 && <Shelf title="Expirados" coupons={wallet.expired} shelf="expired" empty="" />}
      </Stack>
    );
  return (
    <CommerceLayout title={title} description="Cupons de desconto do clube: o desconto vale para os produtos, nunca para a entrega." back={{ to: '/profile', label: 'Perfil' }} maxW="3xl">
      {content}
    </CommerceLayout>
  );
}
