import { Avatar, Box, Button, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatAddress } from '@common/address';
import type { ScreenProps } from '../../routes/screenProps';
import { useSession } from '../../session/SessionProvider';
import {
  ChartIcon,
  ChevronRightIcon,
  GearIcon,
  GiftIcon,
  HeartIcon,
  IdCardIcon,
  LogOutIcon,
  MapPinIcon,
  PackageIcon,
  ChatIcon,
  ShareIcon,
  ReceiptIcon,
  StarIcon,
  TicketIcon,
  UsersIcon,
  QrIcon,
  TagIcon,
  ToolIcon,
} from '../../ui/icons';
import { ProfileLayout } from './ProfileLayout';
import { InstallAppButton } from '../../native/InstallAppButton';

type IconComponent = ComponentType<{ boxSize?: string }>;

export interface ProfileLink {
  to: string;
  label: string;
  description: string;
  icon: IconComponent;
}

/** Every profile route of docs/decisions.md, grouped as a shopper thinks of them, plus rewards and redemptions. */
export const PROFILE_SECTIONS: { title: string; links: ProfileLink[] }[] = [
  {
    title: 'Compras',
    links: [
      { to: '/profile/orders', label: 'Meus pedidos', description: 'Acompanhe e reveja seus pedidos', icon: PackageIcon },
      { to: '/compras', label: 'Todas as compras', description: 'Pedidos e compras nas lojas, com os pontos de cada uma', icon: ReceiptIcon },
      { to: '/meus-cupons', label: 'Meus cupons', description: 'Cupons de desconto para usar no carrinho', icon: TagIcon },
      { to: '/profile/shared-carts', label: 'Carrinhos compartilhados', description: 'Carrinhos que profissionais montaram para você (ou que você enviou)', icon: ShareIcon },
      { to: '/profile/physical-purchases', label: 'Compras na loja física', description: 'Compras feitas no balcão das lojas', icon: ReceiptIcon },
      { to: '/profile/favorites', label: 'Favoritos', description: 'Produtos que você salvou', icon: HeartIcon },
      { to: '/profile/reviews', label: 'Minhas avaliações', description: 'O que você achou dos produtos', icon: StarIcon },
    ],
  },
  {
    title: 'Clube de pontos',
    links: [
      { to: '/escanear', label: 'Meu cartão do clube', description: 'QR code para ganhar pontos no caixa das lojas', icon: QrIcon },
      { to: '/profile/points-history', label: 'Histórico de pontos', description: 'Pontos ganhos e usados', icon: ChartIcon },
      { to: '/rewards', label: 'Recompensas', description: 'Troque seus pontos', icon: GiftIcon },
      { to: '/resgates', label: 'Meus resgates', description: 'Recompensas que você resgatou', icon: TicketIcon },
      { to: '/convite', label: 'Indique e ganhe', description: 'Seu código e o link para convidar amigos', icon: GiftIcon },
      { to: '/profile/referrals', label: 'Minhas indicações', description: 'Quem entrou pelo seu convite', icon: UsersIcon },
    ],
  },
  {
    title: 'Conta',
    links: [
      { to: '/profile/user-data', label: 'Meus dados', description: 'Nome, telefone, foto e email', icon: IdCardIcon },
      { to: '/profile/addresses', label: 'Meus endereços', description: 'Endereço principal e outros', icon: MapPinIcon },
      { to: '/profile/settings', label: 'Configurações', description: 'Senha e sessões', icon: GearIcon },
      { to: '/auth/profile-selection', label: 'Tipo de perfil', description: 'Consumidor ou profissional', icon: UsersIcon },
      { to: '/suporte', label: 'Suporte', description: 'Fale com a equipe do Clube Local', icon: ChatIcon },
    ],
  },
];

/** A professional's own screens, first in their profile. */
export const PROFESSIONAL_SECTION: { title: string; links: ProfileLink[] } = {
  title: 'Profissional',
  links: [
    { to: '/services', label: 'Meu espaço profissional', description: 'Clientes, carrinhos enviados e pontos', icon: ToolIcon },
    { to: '/auth/professional-profile', label: 'Cartão profissional', description: 'Ofícios, cidades, apresentação e WhatsApp', icon: IdCardIcon },
  ],
};

function LinkRow({ link }: { link: ProfileLink }) {
  const Icon = link.icon;
  return (
    <Box as="li" listStyleType="none">
      <Link
        asChild
        display="flex"
        alignItems="center"
        gap="3"
        px={{ base: '4', md: '5' }}
        py="3.5"
        color="fg"
        textDecoration="none"
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
      >
        <RouterLink to={link.to}>
          <Box color="brand.solid" bg="brand.subtle" rounded="lg" p="2" flexShrink={0}>
            <Icon boxSize="5" />
          </Box>
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="medium">{link.label}</Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {link.description}
            </Text>
          </Stack>
          <ChevronRightIcon boxSize="4" color="fg.subtle" />
        </RouterLink>
      </Link>
    </Box>
  );
}

/** /profile: who is signed in, the main address, and a link to every profile screen. */
export default function ProfileHubPage({ title }: ScreenProps) {
  const { viewer, signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!viewer) return null; // the route guard only renders this screen for a signed-in user

  return (
    <ProfileLayout title={title} back={null}>
      <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p={{ base: '4', md: '6' }} shadow="xs">
        <HStack gap="4" align="center">
          <Avatar.Root size="2xl" colorPalette="brand">
            <Avatar.Fallback name={viewer.name} />
            {viewer.avatarUrl && <Avatar.Image src={viewer.avatarUrl} alt="" />}
          </Avatar.Root>
          <Stack gap="0.5" minW="0" flex="1">
            <Heading as="h2" size="lg" truncate data-testid="profile-name">
              {viewer.name}
            </Heading>
            <Text color="fg.muted" fontSize="sm" truncate>
              {viewer.email}
            </Text>
            <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium" alignSelf="flex-start">
              <RouterLink to="/profile/user-data">Editar perfil</RouterLink>
            </Link>
          </Stack>
        </HStack>
        <HStack mt="4" pt="4" borderTopWidth="1px" borderColor="border.muted" gap="3" align="flex-start">
          <Box color="fg.muted" pt="0.5">
            <MapPinIcon boxSize="4" />
          </Box>
          <Stack gap="0.5" flex="1" minW="0" fontSize="sm">
            <Text fontWeight="medium">Endereço principal</Text>
            {viewer.mainAddress ? (
              <Text color="fg.muted" data-testid="profile-main-address">
                {formatAddress(viewer.mainAddress)}
              </Text>
            ) : (
              <Text color="fg.muted">Nenhum endereço cadastrado</Text>
            )}
          </Stack>
          <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium" flexShrink={0}>
            <RouterLink to={viewer.mainAddress ? '/profile/addresses' : '/profile/address/add'}>
              {viewer.mainAddress ? 'Alterar' : 'Adicionar'}
            </RouterLink>
          </Link>
        </HStack>
      </Box>

      {(viewer.role === 'PROFESSIONAL' ? [PROFESSIONAL_SECTION, ...PROFILE_SECTIONS] : PROFILE_SECTIONS).map((section) => (
        <Stack as="nav" key={section.title} gap="2" aria-label={section.title}>
          <Heading as="h2" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide" px="1">
            {section.title}
          </Heading>
          <Box
            as="ul"
            bg="bg"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="xl"
            overflow="hidden"
            shadow="xs"
            css={{ '& > li + li': { borderTopWidth: '1px', borderColor: 'border.muted' } }}
          >
            {section.links.map((link) => (
              <LinkRow key={link.to} link={link} />
            ))}
          </Box>
        </Stack>
      ))}

      <InstallAppButton variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }} />
      <Button
        variant="outline"
        colorPalette="red"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        loading={leaving}
        loadingText="Saindo..."
        onClick={async () => {
          setLeaving(true);
          try {
            await signOut({ redirectTo: '/' });
          } finally {
            setLeaving(false);
          }
        }}
      >
        <LogOutIcon />
        Sair da conta
      </Button>
    </ProfileLayout>
  );
}
