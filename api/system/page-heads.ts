// The heads of the pages the server draws with the app's own screens (api/system/server-render.ts),
// besides a product's (api/system/product-head.ts): the title and description a search engine or a
// link preview reads, from the same answers the screen was drawn from. Pure.
import { escapeHtml } from '../shared/html.js';
import { productCountLabel } from '../../common/catalog-format.js';
import { PROFESSIONALS_DESCRIPTION } from '../../common/professionals.js';
import { inviteHeadline, inviteOffer } from '../../common/referral.js';
import type { ReferralInvite } from '../loyalty/index.js';
import type { GraphQLAnswer, ReadyPageContent } from './ready-page.js';

export type PageHead = Pick<ReadyPageContent, 'title' | 'description' | 'headTags'>;

/** /explore's, with the count of the app's ExploreProducts answer when there is one (the page's description keeps its own without). */
export function exploreHead(productsAnswer: GraphQLAnswer | undefined): PageHead {
  const connection = productsAnswer?.data?.products as { totalCount: number } | undefined;
  const title = 'Explorar · Clube Local';
  if (!connection) return { title, headTags: '' };
  return {
    title,
    description: `${productCountLabel(connection.totalCount)} das lojas parceiras da sua região no Clube Local: compre perto, pague só na entrega e ganhe pontos.`,
    headTags: '',
  };
}

/** A signed-in person's /home. */
export const HOME_HEAD: PageHead = { title: 'Início · Clube Local', headTags: '' };

/** /profissionais's. */
export const PROFESSIONALS_HEAD: PageHead = { title: 'Profissionais · Clube Local', description: PROFESSIONALS_DESCRIPTION, headTags: '' };

/** The account pages'. */
export const SIGNUP_HEAD: PageHead = { title: 'Criar Conta · Clube Local', headTags: '' };
export const RECOVER_PASSWORD_HEAD: PageHead = { title: 'Recuperar senha · Clube Local', headTags: '' };
/** A recovery link's: an address with a secret in it, never in a search engine. */
export const RESET_PASSWORD_HEAD: PageHead = { title: 'Redefinir senha · Clube Local', headTags: '<meta name="robots" content="noindex" />' };

/** The code of a /convite link: its `ref`, as the page reads it (other names go through the app's capture). */
export function inviteCodeOf(search: string): string | null {
  return new URLSearchParams(search).get('ref')?.trim() || null;
}

/** An invitation's: who invites and the offer, for the link preview ('Maria S. convidou você para o Clube Local'). */
export function inviteHead(invite: ReferralInvite, pageUrl: string): PageHead {
  const headline = inviteHeadline(invite.inviterName);
  const offer = inviteOffer(invite.code).join('');
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const headTags = [
    meta('og:type', 'website'),
    meta('og:site_name', 'Clube Local'),
    meta('og:locale', 'pt_BR'),
    meta('og:title', headline),
    meta('og:description', offer),
    meta('og:url', pageUrl),
    '<meta name="twitter:card" content="summary" />',
  ].join('\n    ');
  return { title: `${headline} · Clube Local`, description: offer, headTags };
}
