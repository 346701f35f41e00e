// Pieces shared by the pages the server sends ready (api/system/product-first-screen.ts,
// api/system/explore-first-screen.ts, api/system/landing-first-screen.ts): the visitor's header and the app's icons, as plain HTML
// styled by the `.fs` rules of web/index.html.

/** Phones: below Chakra's md breakpoint (48em), where a page has its one-column layout. */
export const PHONES = '(max-width: 47.99em)';

// The app's icons (web/src/ui/icons.tsx), as drawn there.
const SEARCH_ICON = '<svg viewBox="0 0 24 24" aria-hidden="true"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></g></svg>';
const STAR_PATH = 'm12 2.8 2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.6l-5.8 3.1 1.1-6.5L2.6 9.6l6.5-.9z';

/** The filled star of ratings and points. */
export const star = (className: string) => `<svg class="${className}" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="${STAR_PATH}" /></svg>`;

/** The visitor's header of the app (web/src/components/SiteHeader.tsx), the logo as the brand's name. */
export const VISITOR_HEADER = `<header class="fs-sh">
  <div class="fs-sh-bar">
    <a class="fs-sh-logo" href="/">Clube Local</a>
    <form class="fs-sh-search" action="/explore" method="get" role="search">${SEARCH_ICON}<input name="search" type="search" aria-label="Buscar produtos" placeholder="Buscar produtos, lojas e marcas" /></form>
    <nav class="fs-sh-nav" aria-label="Navegação principal"><a class="fs-sh-explore" href="/explore">Explorar</a><a class="fs-sh-button" href="/login">Entrar</a><a class="fs-sh-button fs-sh-solid" href="/signup">Criar conta</a></nav>
  </div>
</header>`;
