// What /home offers the person who opened it (bench/diary.md, "A /home logada chega pronta no telefone"):
// the account shortcuts and the banner's button. One list for the server's first screen
// (api/system/home-first-screen.ts) and the app (web/src/pages/catalog/HomePage.tsx), so the copy
// the server paints and the page the app draws say the same (no 'Criar conta' flashing by).

/** Icon names both sides draw (first-screen-parts SHAPES and web/src/ui/icons). */
export type HomeShortcutIcon = 'bag' | 'star' | 'mapPin' | 'login' | 'tag' | 'store' | 'tool';

export interface HomeShortcut {
  label: string;
  icon: HomeShortcutIcon;
  to: string;
}

/** The account's own places, for a signed-in person: their orders, their points, their addresses. */
export const SIGNED_IN_SHORTCUTS: readonly HomeShortcut[] = [
  { label: 'Meus pedidos', icon: 'bag', to: '/profile/orders' },
  { label: 'Meus pontos', icon: 'star', to: '/profile/points-history' },
  { label: 'Endereços', icon: 'mapPin', to: '/profile/addresses' },
];

/** The spec's two for a visitor (both to /login). */
export const VISITOR_SHORTCUTS: readonly HomeShortcut[] = [
  { label: 'Entre na sua conta', icon: 'login', to: '/login' },
  { label: 'Insira sua localização', icon: 'mapPin', to: '/login' },
];

/** The links of the shortcut strip, in order (the app adds 'Visto recentemente' and 'Meios de pagamento' after them). */
export function homeShortcuts(viewer: { role: string } | null): HomeShortcut[] {
  return [
    ...(viewer ? SIGNED_IN_SHORTCUTS : VISITOR_SHORTCUTS),
    { label: 'Ofertas do dia', icon: 'tag', to: '/explore?promocoes=1&ordem=maior-desconto' },
    { label: 'Lojas oficiais', icon: 'store', to: '/explore' },
    viewer?.role === 'PROFESSIONAL'
      ? { label: 'Meu espaço profissional', icon: 'tool', to: '/services' }
      : { label: 'Encontrar profissional', icon: 'tool', to: '/profissionais' },
  ];
}

/** The pages only a visitor has use for: a banner's button to one of them means nothing to a member. */
const VISITOR_PAGES = ['/signup', '/login'];

function isVisitorPage(link: string): boolean {
  const path = link.split(/[?#]/)[0].replace(/\/+$/, '');
  return VISITOR_PAGES.includes(path);
}

/** Instead of 'Criar conta' / 'Entrar' for a signed-in person: the club the banner invites to. */
export const MEMBER_BANNER_CTA = { text: 'Meus pontos', link: '/profile/points-history' } as const;

/**
 * The button a banner shows: as the admin wrote it, except that a signed-in person is never
 * asked to create an account or sign in — they get 'Meus pontos' instead. null: no button.
 */
export function bannerCta(banner: { ctaText?: string | null; ctaLink?: string | null }, signedIn: boolean): { text: string; link: string } | null {
  if (!banner.ctaText || !banner.ctaLink) return null;
  if (signedIn && isVisitorPage(banner.ctaLink)) return { ...MEMBER_BANNER_CTA };
  return { text: banner.ctaText, link: banner.ctaLink };
}
