// The landing's and the site footer's texts, shared by the app (web/src/pages/LandingPage.tsx,
// web/src/components/SiteFooter.tsx) and the landing the server sends ready to a phone
// (api/system/landing-first-screen.ts), so both always say the same. Icons are named here and drawn
// by each side.
import { exploreCategoryHref } from './segments';

export type LandingIcon =
  | 'store'
  | 'truck'
  | 'star'
  | 'userPlus'
  | 'mapPin'
  | 'bag'
  | 'gift'
  | 'brick'
  | 'paw'
  | 'cart'
  | 'bread'
  | 'pill'
  | 'utensils'
  | 'meat'
  | 'leaf';

export const HERO = {
  badge: 'Da obra ao dia a dia',
  title: 'Tudo do seu bairro em um clique',
  /** The lead, around its bold part. */
  lead: ['Compre das lojas da sua região e ', 'pague só na entrega', ', com PIX, cartão ou dinheiro. E ainda ganhe pontos em toda compra.'],
  searchLabel: 'Buscar produtos e lojas',
  searchPlaceholder: 'O que você procura hoje? Ex.: cimento, pão, ração',
} as const;

export interface LandingSectionTitle {
  id: string;
  title: string;
  subtitle?: string;
}

export const SECTIONS = {
  benefits: { id: 'beneficios-title', title: 'Por que comprar no Clube Local?', subtitle: 'Um marketplace feito para a sua cidade: as lojas de sempre, agora na palma da mão.' },
  steps: { id: 'como-funciona-title', title: 'Como funciona', subtitle: 'Do cadastro à recompensa em quatro passos.' },
  categories: { id: 'categorias-title', title: 'Categorias', subtitle: 'Encontre o que precisa nas lojas parceiras da sua região.' },
  testimonials: { id: 'depoimentos-title', title: 'Quem usa, recomenda' },
} as const satisfies Record<string, LandingSectionTitle>;

export const BENEFITS: readonly { title: string; text: string; icon: LandingIcon }[] = [
  { title: 'Apoie o comércio local', text: 'Seu dinheiro fica na sua cidade e fortalece as lojas que você já conhece e confia.', icon: 'store' },
  { title: 'Entrega rápida', text: 'As lojas estão pertinho de você: o pedido chega rápido e você paga só na entrega.', icon: 'truck' },
  { title: 'Pontos em toda compra', text: 'Cada compra vira pontos no clube, que você troca por recompensas de verdade.', icon: 'star' },
];

export const STEPS: readonly { title: string; text: string; icon: LandingIcon }[] = [
  { title: 'Cadastre-se em menos de 2 minutos', text: 'Nome, e-mail, telefone e CPF. Sem burocracia e sem mensalidade.', icon: 'userPlus' },
  { title: 'Explore lojas locais', text: 'Materiais de construção, mercados, padarias, farmácias e muito mais perto de você.', icon: 'mapPin' },
  { title: 'Compre e acumule', text: 'Pague na entrega com PIX, cartão ou dinheiro e junte pontos a cada pedido.', icon: 'bag' },
  { title: 'Troque por recompensas', text: 'Use seus pontos no catálogo do clube e suba de nível: Bronze, Prata e Ouro.', icon: 'gift' },
];

/** A category's icon by its segment's slug; the shop's for the others. */
export const CATEGORY_ICONS: Readonly<Record<string, LandingIcon>> = {
  'materiais-construcao': 'brick',
  eletrica: 'brick',
  'pet-shop': 'paw',
  supermercados: 'cart',
  padarias: 'bread',
  farmacias: 'pill',
  restaurantes: 'utensils',
  'pet-shops': 'paw',
  acougues: 'meat',
  hortifruti: 'leaf',
};

export const categoryIcon = (slug: string): LandingIcon => CATEGORY_ICONS[slug] ?? 'store';

export const TESTIMONIALS: readonly { quote: string; name: string; role: string }[] = [
  {
    quote: 'Reformei a cozinha comprando tudo na loja de materiais aqui do bairro. Chegou no mesmo dia e paguei na entrega.',
    name: 'Maria Aparecida',
    role: 'Cliente',
  },
  {
    quote: 'Monto o carrinho com o material da obra e envio para o meu cliente. Ele compra, e nós dois ganhamos pontos.',
    name: 'João Batista',
    role: 'Pedreiro',
  },
  {
    quote: 'A padaria ganhou clientes de outros bairros. Cadastrar os produtos e acompanhar os pedidos é muito simples.',
    name: 'Luciana Ferreira',
    role: 'Lojista',
  },
];

export const FINAL_CALL = {
  id: 'cta-title',
  title: 'Pronto para comprar do seu bairro?',
  text: 'Crie sua conta grátis, explore as lojas da sua região e comece a juntar pontos já na primeira compra. Convidou um amigo? Ele ganha 20 pontos na primeira compra.',
} as const;

export interface FooterLink {
  label: string;
  to: string;
}

export const FOOTER_BLURB = 'Da obra ao dia a dia: as lojas do seu bairro em um só lugar, com entrega rápida e pagamento na entrega.';

export const FOOTER_COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Empresa',
    links: [
      { label: 'Como funciona', to: '/#como-funciona' },
      { label: 'Clube de recompensas', to: '/rewards' },
      { label: 'Indique e ganhe', to: '/convite' },
      { label: 'Explorar lojas', to: '/explore' },
      { label: 'Termos de Uso', to: '/termos' },
      { label: 'Política de Privacidade', to: '/privacidade' },
    ],
  },
  {
    title: 'Atendimento',
    links: [
      { label: 'Central de ajuda', to: '/suporte' },
      { label: 'Meus pedidos', to: '/profile/orders' },
      { label: 'Fale com a loja', to: '/chat' },
      { label: 'Recuperar senha', to: '/recuperar-senha' },
    ],
  },
  {
    title: 'Para lojistas',
    links: [
      { label: 'Área do Lojista', to: '/vendor' },
      { label: 'Cadastre sua loja', to: '/signup' },
      { label: 'Gerenciar produtos', to: '/vendor/products' },
      { label: 'Pedidos da loja', to: '/vendor/orders' },
    ],
  },
];

/** The footer's categories column: the first five segments, then 'Todas as categorias'. */
export function footerCategoryLinks(segments: readonly { name: string; slug: string }[]): FooterLink[] {
  return [...segments.slice(0, 5).map(({ name, slug }) => ({ label: name, to: exploreCategoryHref(slug) })), { label: 'Todas as categorias', to: '/explore' }];
}

/** Footer contact details (says they exist; the values are the company's to set). */
export const FOOTER_CONTACT = {
  phone: '(33) 3516-2000',
  phoneHref: 'tel:+553335162000',
  whatsapp: '(33) 99900-2000',
  whatsappHref: 'https://wa.me/5533999002000',
  email: 'contato@clubelocal.com.br',
  address: 'Angelândia, MG',
  hours: 'Atendimento de segunda a sábado, das 8h às 18h',
} as const;

export const SOCIAL_LINKS: readonly { label: string; href: string; icon: 'instagram' | 'facebook' | 'whatsapp' | 'youtube' }[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/clubelocal', icon: 'instagram' },
  { label: 'Facebook', href: 'https://www.facebook.com/clubelocal', icon: 'facebook' },
  { label: 'WhatsApp', href: FOOTER_CONTACT.whatsappHref, icon: 'whatsapp' },
  { label: 'YouTube', href: 'https://www.youtube.com/@clubelocal', icon: 'youtube' },
];

export const FOOTER_CLAIMS: readonly { label: string; icon: 'shield' | 'truck' | 'lock' | 'badgeCheck' }[] = [
  { label: 'Compra protegida', icon: 'shield' },
  { label: 'Entrega rápida', icon: 'truck' },
  { label: 'Pagamento seguro', icon: 'lock' },
  { label: 'Lojas verificadas', icon: 'badgeCheck' },
];

export const FOOTER_NOTES = { rights: 'Clube Local. Todos os direitos reservados.', payment: 'Pague na entrega: PIX, cartão ou dinheiro.' } as const;
