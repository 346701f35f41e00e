// Pieces of the landing's HTML first screen (api/system/landing-first-screen.ts): the app's header
// and icons, as plain HTML styled by the `.fs` rules of web/index.html. The other pages the server
// sends drawn are the app's own screens (api/system/server-render.ts).

/** Phones: below Chakra's md breakpoint (48em), where a page has its one-column layout. */
export const PHONES = '(max-width: 47.99em)';

// The app's icons (web/src/ui/icons.tsx), as drawn there: the inside of each 24×24 stroke drawing.
const SHAPES = {
  store: '<path d="M3 9 4.5 4h15L21 9" /><path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" /><path d="M5 11.5V20h14v-8.5" /><path d="M10 20v-5h4v5" />',
  truck: '<path d="M2 6h12v10H2z" /><path d="M14 9h4l3 3.5V16h-7" /><circle cx="6.5" cy="17.5" r="2" /><circle cx="17" cy="17.5" r="2" />',
  star: '<path d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z" />',
  userPlus: '<circle cx="9" cy="8" r="4" /><path d="M2 21a7 7 0 0 1 14 0" /><path d="M19 8v6M16 11h6" />',
  mapPin: '<path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" /><circle cx="12" cy="10" r="2.5" />',
  bag: '<path d="M5 7h14l-1 14H6z" /><path d="M9 10V6a3 3 0 0 1 6 0v4" />',
  gift: '<path d="M3 8h18v4H3z" /><path d="M5 12v9h14v-9M12 8v13" /><path d="M12 8S10.5 3 8 3.5 7 8 12 8zM12 8s1.5-5 4-4.5S17 8 12 8z" />',
  brick: '<path d="M3 5h18v14H3z" /><path d="M3 9.7h18M3 14.3h18M9 5v4.7M15 5v4.7M6 9.7v4.6M12 9.7v4.6M18 9.7v4.6M9 14.3V19M15 14.3V19" />',
  paw: '<circle cx="6" cy="10" r="1.8" /><circle cx="9.5" cy="5.5" r="1.8" /><circle cx="14.5" cy="5.5" r="1.8" /><circle cx="18" cy="10" r="1.8" /><path d="M12 11c-3 0-6 4.5-6 7.2 0 1.6 1.3 2.3 2.8 2.3 1.3 0 2-.7 3.2-.7s1.9.7 3.2.7c1.5 0 2.8-.7 2.8-2.3C18 15.5 15 11 12 11z" />',
  cart: '<path d="M2 3h3l2.4 12h11.2L21 7H6" /><circle cx="9" cy="19.5" r="1.5" /><circle cx="17" cy="19.5" r="1.5" />',
  bread: '<path d="M5 20V11a4 4 0 0 1-1-7.5C6 2 9 3 12 3s6-1 8 .5A4 4 0 0 1 19 11v9z" /><path d="M9 8v2M12 8v2M15 8v2" />',
  pill: '<path d="M4.5 13.5 13.5 4.5a4.2 4.2 0 0 1 6 6l-9 9a4.2 4.2 0 0 1-6-6z" /><path d="m9 9 6 6" />',
  utensils: '<path d="M6 3v8a2 2 0 0 0 2 2v8M10 3v8a2 2 0 0 1-2 2M8 3v6" /><path d="M17 21V3c-2 1.5-3 4-3 7v4h3" />',
  meat: '<path d="M15.5 3.5c3 0 5 2.3 5 5.2 0 4.8-5.6 9.8-10.2 9.8-2.2 0-3.8-1.4-3.8-3.6 0-2 .9-3.4.9-5.2 0-3.9 4.5-6.2 8.1-6.2z" /><path d="M7.3 16.6 4 20M4 20l-1-1M4 20l1 1" /><circle cx="15" cy="9" r="1.8" />',
  leaf: '<path d="M5 19C4 10 10 4 20 4c0 10-6 16-15 15z" /><path d="M5 19 13 11" />',
  quote: '<path d="M4 11h5v7H4zM4 11c0-3 1.5-5 4-6M15 11h5v7h-5zM15 11c0-3 1.5-5 4-6" />',
  search: '<circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" />',
  arrowRight: '<path d="M5 12h14M13 6l6 6-6 6" />',
  phone: '<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2" />',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3.5 6.5 8.5 6.5 8.5-6.5" />',
  instagram: '<rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><path d="M17.5 6.5h.01" />',
  facebook: '<path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />',
  whatsapp: '<path d="M4 20l1.3-3.9A8.5 8.5 0 1 1 8 19z" /><path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8c-1-.4-1.9-1.3-2.3-2.3l.8-1-1-2z" />',
  youtube: '<rect x="2.5" y="5.5" width="19" height="13" rx="4" /><path d="m10 9.5 4.5 2.5-4.5 2.5z" />',
  shield: '<path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" /><path d="m8.5 12 2.5 2.5 4.5-5" />',
  lock: '<path d="M5 11h14v10H5z" /><path d="M8 11V7a4 4 0 0 1 8 0v4" />',
  badgeCheck: '<path d="M12 2.5 14.6 5l3.6-.4.4 3.6L21 11l-2.2 2.9.3 3.6-3.6.5L12 20.5 9.2 18l-3.6-.5.3-3.6L3 11l2.4-2.8.4-3.6 3.6.4z" /><path d="m8.8 11.5 2.2 2.2 4.2-4.4" />',
} as const;

/** An icon `size` px wide, drawn as the app draws it. */
export function icon(name: keyof typeof SHAPES, size: number): string {
  return `<svg class="fs-icon" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${SHAPES[name]}</g></svg>`;
}

/** The app's header (web/src/components/SiteHeader.tsx) with this logo and this navigation. */
function siteHeader(logo: string, nav: string): string {
  return `<header class="fs-sh">
  <div class="fs-sh-bar">
    ${logo}
    <form class="fs-sh-search" action="/explore" method="get" role="search">${icon('search', 16)}<input name="search" type="search" aria-label="Buscar produtos" placeholder="Buscar produtos, lojas e marcas" /></form>
    <nav class="fs-sh-nav" aria-label="Navegação principal"><a class="fs-sh-explore" href="/explore">Explorar</a>${nav}</nav>
  </div>
</header>`;
}

/** The logo as the brand's name (the site's logo image, if any, comes with the app). */
const TEXT_LOGO = '<a class="fs-sh-logo" href="/">Clube Local</a>';

/** The visitor's header of the app. */
export const VISITOR_HEADER = siteHeader(TEXT_LOGO, '<a class="fs-sh-button" href="/login">Entrar</a><a class="fs-sh-button fs-sh-solid" href="/signup">Criar conta</a>');
