// Shared carts in GraphQL (docs/decisions.md, "Carrinhos compartilhados"): the share, the lookup by
// link, the two lists, the operations and the live events. Resolvers stay thin: the services are
// next to this file, the rules in common/shared-cart.ts, who sees what in access.ts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.js';
import type { Context } from '../schema/context.js';
import { payloadType } from '../schema/user-error.js';
import { paging } from '../schema/paging.js';
import { NO_ROW_ID, uuidOrNoRow } from '../schema/global-id.js';
import { liveStream } from '../shared/live-stream.js';
import { topics } from '../shared/topics.js';
import { publicOrigin } from '../shared/public-origin.js';
import { Cart, CartIssue, CartItem } from '../cart/schema.js';
import { CART_ITEM_ORDER } from '../cart/index.js';
import { cartTotals } from '../cart/rules.js';
import { fromCents, toCents } from '../../common/money.js';
import { canShareCarts, pointsForRole } from '../../common/roles.js';
import { effectiveShareStatus, hoursLeft, SHARE_STATUS, isExpiringSoon, shareLink, type ShareEventKind } from '../../common/shared-cart.js';
import { CartShareStatus } from '../generated/prisma/enums.js';
import { isShareParty, shareByTokenWhere, sharesVisibleTo } from './access.js';
import { shareLines, shareLinesSource } from './lines.js';
import type { CartShareEvent } from './events.js';
import type { ShareMutationResult } from './share-mutation.js';
import { shareCart } from './share-cart.js';
import { acceptSharedCart } from './accept-share.js';
import { removeSharedCartItem, updateSharedCartItem } from './edit-shared-item.js';
import { finalizeSharedCart } from './finalize-share.js';
import { revokeSharedCart } from './revoke-share.js';
import { resendSharedCart } from './resend-share.js';

export const CartShareStatusEnum = builder.enumType(CartShareStatus, {
  name: 'CartShareStatus',
  description:
    'SHARED = aguardando aceitação, ACCEPTED = aceito, FINALIZED = finalizado (pontos para os dois lados na entrega), ' +
    'EXPIRED = expirado (também quando passa de expiresAt), REVOKED = cancelado pelo profissional.',
});

const SharedCartSummary = builder.objectRef<{ subtotalCents: bigint; totalAtAddCents: bigint; totalItems: number; totalPoints: number; sharerPoints: number }>('SharedCartSummary').implement({
  description: 'Resumo do carrinho compartilhado: subtotal, unidades e pontos.',
  fields: (t) => ({
    subtotal: t.field({ type: 'Decimal', description: 'Σ preço unitário atual × quantidade.', resolve: (s) => fromCents(s.subtotalCents) }),
    totalAtAdd: t.field({ type: 'Decimal', description: 'Σ price_at_add × quantidade: o total pelos preços de quando foi enviado.', resolve: (s) => fromCents(s.totalAtAddCents) }),
    totalItems: t.exposeInt('totalItems'),
    totalPoints: t.exposeInt('totalPoints', { description: 'Pontos que a compra renderá para o papel de quem consulta.' }),
    sharerPoints: t.exposeInt('sharerPoints', { description: 'Pontos que o profissional que compartilhou ganhará na entrega.' }),
  }),
});

export const CartShare = builder.prismaNode('CartShare', {
  id: { field: 'id' },
  nullable: true,
  description: 'Um carrinho compartilhado por um profissional. Por ID: quem enviou, quem recebeu e admins; pelo link: quem tem o token.',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), AND: [sharesVisibleTo(ctx.viewer)] }),
  select: { id: true, cartId: true, fromUserId: true, toUserId: true, status: true, expiresAt: true, token: true },
  fields: (t) => ({
    status: t.field({
      type: CartShareStatusEnum,
      description: 'O status efetivo: um compartilhamento aberto depois de expiresAt já é EXPIRED.',
      resolve: (s) => effectiveShareStatus(s.status, s.expiresAt, new Date()),
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'Validade: 7 dias depois do envio.' }),
    hoursLeft: t.int({ description: 'Horas até expirar, arredondadas para cima (0 se expirado).', resolve: (s) => hoursLeft(s.expiresAt, new Date()) }),
    expiringSoon: t.boolean({ description: 'true com 24 horas ou menos (e mais de 0) até expirar.', resolve: (s) => isExpiringSoon(s.expiresAt, new Date()) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    acceptedAt: t.expose('acceptedAt', { type: 'DateTime', nullable: true }),
    finalizedAt: t.expose('finalizedAt', { type: 'DateTime', nullable: true }),
    fromName: t.string({ description: 'Nome do profissional que compartilhou.', select: { fromUser: { select: { name: true } } }, resolve: (s) => s.fromUser.name }),
    toName: t.string({
      nullable: true,
      description: 'Nome de quem recebeu (só para os dois lados e admins).',
      select: { toUser: { select: { name: true } } },
      resolve: (s, _a, ctx) => (isShareParty(ctx.viewer, s) ? s.toUser.name : null),
    }),
    toEmail: t.string({
      nullable: true,
      description: 'Email de quem recebeu (só para os dois lados e admins).',
      select: { toUser: { select: { email: true } } },
      resolve: (s, _a, ctx) => (isShareParty(ctx.viewer, s) ? s.toUser.email : null),
    }),
    link: t.string({
      nullable: true,
      description: 'O link: origem + /compartilhados?token=... (só para os dois lados e admins).',
      resolve: (s, _a, ctx) => (isShareParty(ctx.viewer, s) ? shareLink(publicOrigin(ctx), s.token) : null),
    }),
    orderPlaced: t.boolean({
      description: 'O pedido deste carrinho já foi feito: não se paga de novo (o pedido em order, para quem comprou).',
      select: { order: { select: { id: true } } },
      resolve: (s) => !!s.order,
    }),
    sentByViewer: t.boolean({ resolve: (s, _a, ctx) => ctx.viewer?.id === s.fromUserId }),
    receivedByViewer: t.boolean({ resolve: (s, _a, ctx) => ctx.viewer?.id === s.toUserId }),
    canAccept: t.boolean({
      description: 'Quem consulta pode aceitar agora: é a pessoa a quem foi enviado e o compartilhamento aguarda aceitação (não expirado).',
      resolve: (s, _a, ctx) => !!ctx.viewer && ctx.viewer.id === s.toUserId && effectiveShareStatus(s.status, s.expiresAt, new Date()) === 'SHARED',
    }),
    addressedToOther: t.boolean({
      description:
        'Quem consulta não enviou nem recebeu este compartilhamento (abriu o link de outra pessoa): não pode aceitá-lo. ' +
        "A tela mostra 'Este carrinho foi enviado para outra pessoa...'.",
      resolve: (s, _a, ctx) => !!ctx.viewer && ctx.viewer.id !== s.fromUserId && ctx.viewer.id !== s.toUserId,
    }),
    canResend: t.boolean({
      description: 'Quem consulta enviou este compartilhamento e ele ainda está aberto: pode reenviá-lo (resendSharedCart), também para outro email.',
      resolve: (s, _a, ctx) => ctx.viewer?.id === s.fromUserId && SHARE_STATUS.allows(effectiveShareStatus(s.status, s.expiresAt, new Date()), 'resend'),
    }),
    canEdit: t.boolean({
      description: 'Quem consulta aceitou e pode alterar quantidades, remover itens e finalizar.',
      resolve: (s, _a, ctx) => ctx.viewer?.id === s.toUserId && SHARE_STATUS.allows(effectiveShareStatus(s.status, s.expiresAt, new Date()), 'edit'),
    }),
    canRevoke: t.boolean({
      resolve: (s, _a, ctx) =>
        !!ctx.viewer && (ctx.viewer.id === s.fromUserId || ctx.viewer.isAdmin) && SHARE_STATUS.allows(effectiveShareStatus(s.status, s.expiresAt, new Date()), 'revoke'),
    }),
    items: t.prismaField({
      type: [CartItem],
      description: 'Os itens: como foram enviados (ou combinados, depois de finalizado); para quem aceitou, enquanto aceito, os itens no carrinho dessa pessoa (os que ela edita e compra).',
      resolve: async (query, s, _a, ctx) => {
        const source = await shareLinesSource(ctx, s);
        return ctx.prisma.cartItem.findMany({
          ...query,
          where: { cartId: source.cartId, ...(source.productIds ? { productId: { in: source.productIds } } : {}) },
          orderBy: CART_ITEM_ORDER,
        });
      },
    }),
    summary: t.field({
      type: SharedCartSummary,
      resolve: async (s, _a, ctx) => {
        const lines = await shareLines(ctx, s);
        return {
          ...cartTotals(lines),
          totalAtAddCents: lines.reduce((sum, l) => sum + toCents(l.priceAtAdd) * BigInt(l.quantity), 0n),
          sharerPoints: lines.reduce((sum, l) => sum + pointsForRole(l.product, 'PROFESSIONAL') * l.quantity, 0),
        };
      },
    }),
    issues: t.field({
      type: [CartIssue],
      description: 'Verificação de estoque, preço (tolerância de 5%) e disponibilidade dos itens agora. Vazia = pode finalizar.',
      resolve: async (s, _a, ctx) => (await shareLines(ctx, s)).flatMap((l) => l.issues.map((issue) => ({ ...issue, itemId: l.itemId }))),
    }),
  }),
});

builder.queryField('sharedCart', (t) =>
  t.prismaField({
    type: CartShare,
    nullable: true,
    description: "O carrinho compartilhado de um link (/compartilhados?token=...). null: link inexistente ou cancelado ('Link inválido ou expirado').",
    authScopes: { signedIn: true },
    args: { token: t.arg.string() },
    resolve: (query, _root, { token }, ctx) => (token.trim() ? ctx.prisma.cartShare.findUnique({ ...query, where: shareByTokenWhere(token.trim()) }) : null),
  }),
);

const SHARE_ORDER = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

builder.queryField('cartSharesSent', (t) =>
  t.prismaConnection(
    {
      type: CartShare,
      cursor: 'id',
      description: 'Os carrinhos que quem consulta compartilhou (todos os status), do mais recente ao mais antigo.',
      authScopes: { signedIn: true },
      ...paging(),
      resolve: (query, _root, _args, ctx) => ctx.prisma.cartShare.findMany({ ...query, where: { fromUserId: ctx.viewer!.id }, orderBy: SHARE_ORDER }),
    },
    { name: 'CartShareSentConnection' },
    { name: 'CartShareSentEdge' },
  ),
);

builder.queryField('cartSharesReceived', (t) =>
  t.prismaConnection(
    {
      type: CartShare,
      cursor: 'id',
      description: 'Os carrinhos recebidos por quem consulta: aguardando, aceitos (não expirados) e finalizados; cancelados e expirados ficam de fora.',
      authScopes: { signedIn: true },
      ...paging(),
      resolve: (query, _root, _args, ctx) =>
        ctx.prisma.cartShare.findMany({
          ...query,
          where: {
            toUserId: ctx.viewer!.id,
            OR: [{ status: 'FINALIZED' }, { status: { in: ['SHARED', 'ACCEPTED'] }, expiresAt: { gte: new Date() } }],
          },
          orderBy: SHARE_ORDER,
        }),
    },
    { name: 'CartShareReceivedConnection' },
    { name: 'CartShareReceivedEdge' },
  ),
);

builder.prismaObjectFields('User', (t) => ({
  canShareCarts: t.boolean({
    description: "Pode compartilhar carrinhos agora: papel profissional e o recurso ligado (SHARED_CARTS_ENABLED).",
    resolve: (user, _a, ctx) => ctx.config.sharedCartsEnabled && canShareCarts(user.role),
  }),
}));

// --- live ---------------------------------------------------------------------------------------

const ShareEventKindEnum = builder.enumType('CartShareEventKind', {
  description: 'RECEIVED = novo carrinho recebido, ACCEPTED, FINALIZED (pontos na entrega), EXPIRING (24 h ou menos), EXPIRED, REVOKED.',
  values: ['RECEIVED', 'ACCEPTED', 'FINALIZED', 'EXPIRING', 'EXPIRED', 'REVOKED'] as const satisfies readonly ShareEventKind[],
});

const CartShareEventRef = builder.objectRef<CartShareEvent>('CartShareEvent').implement({
  description: 'Uma mudança num carrinho compartilhado que quem assina enviou ou recebeu.',
  fields: (t) => ({
    kind: t.field({ type: ShareEventKindEnum, resolve: (e) => e.kind }),
    share: t.prismaField({
      type: CartShare,
      nullable: true,
      description: 'O compartilhamento como está agora (null se quem assina deixou de vê-lo).',
      resolve: (query, e, _a, ctx) => ctx.prisma.cartShare.findFirst({ ...query, where: { id: e.shareId, ...sharesVisibleTo(ctx.viewer) } }),
    }),
  }),
});

builder.subscriptionField('cartShareEvents', (t) =>
  t.field({
    type: CartShareEventRef,
    description: 'Os carrinhos compartilhados de quem assina, ao vivo (recebido, aceito, finalizado, expirando, expirado, cancelado). Só os próprios.',
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => {
      const viewerId = ctx.viewer!.id;
      return liveStream<CartShareEvent>(ctx.pubsub, [topics.cartShares(viewerId)], (event) => event.userIds.includes(viewerId));
    },
    resolve: (event) => event as CartShareEvent,
  }),
);

// --- mutations ----------------------------------------------------------------------------------

/** The viewer's own cart (a share's payload shows the cart of who acted). */
const ownCart = (ctx: Context) => ({ userId: ctx.viewer?.id ?? NO_ROW_ID });

function sharePayload(name: string, description: string) {
  return payloadType<ShareMutationResult>(name, {
    description,
    entity: {
      share: { type: CartShare, id: 'shareId', where: (ctx) => sharesVisibleTo(ctx.viewer) },
      cart: { type: Cart, id: 'cartId', description: 'O carrinho ativo de quem fez a operação, depois dela.', where: ownCart },
    },
    fields: (t) => ({
      removedItemId: t.id({ nullable: true, resolve: (p) => (p.removedItemId ? encodeGlobalID('CartItem', p.removedItemId) : null) }),
      issues: t.field({ type: [CartIssue], description: 'Problemas que impediram a finalização.', resolve: (p) => p.issues }),
      message: t.string({ nullable: true, description: 'Mensagem de sucesso (toast); null quando há userErrors.', resolve: (p) => p.message }),
    }),
  });
}

const ShareCartInput = builder.inputType('ShareCartInput', {
  fields: (t) => ({ email: t.string({ description: 'Email de quem recebe (cadastrado no Clube Local).' }) }),
});

builder.mutationField('shareCart', (t) =>
  t.field({
    type: payloadType<ShareMutationResult>('ShareCartPayload', {
      description: "Resultado do envio: o compartilhamento (com link) e o novo carrinho, vazio, de quem enviou. 'Carrinho compartilhado!'",
      entity: {
        share: { type: CartShare, id: 'shareId', where: (ctx) => ({ fromUserId: ctx.viewer?.id ?? NO_ROW_ID }) },
        cart: { type: Cart, id: 'cartId', where: ownCart },
      },
      fields: (f) => ({
        link: f.string({ nullable: true, resolve: (p) => p.link }),
        message: f.string({ nullable: true, resolve: (p) => p.message }),
      }),
    }),
    description:
      "Um profissional envia o carrinho ativo a um usuário pelo email: 'Email não encontrado. Verifique se o usuário está cadastrado.'; " +
      "outros papéis: 'Only professionals can share carts'; recurso desligado: 'Shared carts feature is disabled'.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ShareCartInput }) },
    resolve: (_root, { input }, ctx) => shareCart(ctx, ctx.viewer!, input),
  }),
);

const TokenInput = builder.inputType('AcceptSharedCartInput', {
  fields: (t) => ({ token: t.string({ description: 'O token do link /compartilhados?token=...' }) }),
});

builder.mutationField('acceptSharedCart', (t) =>
  t.field({
    type: sharePayload('AcceptSharedCartPayload', "Resultado do aceite: 'Carrinho aceito!' e o carrinho ativo com os itens copiados."),
    description:
      "Quem recebeu aceita o carrinho compartilhado e os itens são copiados para o seu carrinho ativo. Recusas: 'Invalid or expired share link'; " +
      "outra pessoa com o link: 'Este carrinho foi enviado para outra pessoa e só ela pode aceitá-lo...' (nada muda). Aceitar de novo (mesma pessoa) não duplica nada.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: TokenInput }) },
    resolve: (_root, { input }, ctx) => acceptSharedCart(ctx, ctx.viewer!, input),
  }),
);

const ShareRefInput = builder.inputType('SharedCartRefInput', {
  fields: (t) => ({ shareId: t.globalID({ for: CartShare, description: 'ID global do compartilhamento.' }) }),
});

const SharedItemInput = builder.inputType('UpdateSharedCartItemInput', {
  fields: (t) => ({
    shareId: t.globalID({ for: CartShare }),
    itemId: t.globalID({ for: CartItem, description: 'ID global do item (de CartShare.items).' }),
    quantity: t.int({ description: 'De 1 a 1000 (múltiplo de conversionValue quando vendido em múltiplos). Para tirar o item, removeSharedCartItem.' }),
  }),
});

builder.mutationField('updateSharedCartItem', (t) =>
  t.field({
    type: sharePayload('UpdateSharedCartItemPayload', "Resultado: 'Quantidade atualizada'."),
    description: 'Quem aceitou altera a quantidade de um item do carrinho compartilhado (só enquanto aceito).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: SharedItemInput }) },
    resolve: (_root, { input }, ctx) => updateSharedCartItem(ctx, ctx.viewer!, { shareId: input.shareId.id, itemId: input.itemId.id, quantity: input.quantity }),
  }),
);

const RemoveSharedItemInput = builder.inputType('RemoveSharedCartItemInput', {
  fields: (t) => ({ shareId: t.globalID({ for: CartShare }), itemId: t.globalID({ for: CartItem }) }),
});

builder.mutationField('removeSharedCartItem', (t) =>
  t.field({
    type: sharePayload('RemoveSharedCartItemPayload', "Resultado: 'Item removido'."),
    description: 'Quem aceitou remove um item do carrinho compartilhado (só enquanto aceito).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: RemoveSharedItemInput }) },
    resolve: (_root, { input }, ctx) => removeSharedCartItem(ctx, ctx.viewer!, { shareId: input.shareId.id, itemId: input.itemId.id }),
  }),
);

builder.mutationField('finalizeSharedCart', (t) =>
  t.field({
    type: sharePayload('FinalizeSharedCartPayload', "Resultado: 'Carrinho finalizado!' — siga para /checkout?shared_cart=ID; ou os problemas que impedem."),
    description: 'Quem aceitou finaliza: verifica estoque, preço (5%) e disponibilidade; qualquer problema bloqueia e vem em issues/userErrors.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ShareRefInput }) },
    resolve: (_root, { input }, ctx) => finalizeSharedCart(ctx, ctx.viewer!, { shareId: input.shareId.id }),
  }),
);

builder.mutationField('revokeSharedCart', (t) =>
  t.field({
    type: sharePayload('RevokeSharedCartPayload', "Resultado: 'Compartilhamento cancelado'."),
    description: 'Quem compartilhou (ou um admin) cancela um compartilhamento ainda aberto; o link deixa de valer.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ShareRefInput }) },
    resolve: (_root, { input }, ctx) => revokeSharedCart(ctx, ctx.viewer!, { shareId: input.shareId.id }),
  }),
);

const ResendInput = builder.inputType('ResendSharedCartInput', {
  fields: (t) => ({
    shareId: t.globalID({ for: CartShare, description: 'ID global do compartilhamento.' }),
    email: t.string({ description: 'Email de quem passa a receber (cadastrado no Clube Local); pode ser o mesmo, para reenviar o email.' }),
  }),
});

builder.mutationField('resendSharedCart', (t) =>
  t.field({
    type: sharePayload('ResendSharedCartPayload', "Resultado: 'Carrinho reenviado!' e o compartilhamento com o novo destinatário."),
    description:
      'Quem compartilhou reenvia um compartilhamento aberto (aguardando ou aceito, não expirado) para um email: só essa pessoa pode aceitá-lo, ' +
      "ele volta a aguardar aceitação com nova validade de 7 dias e ela recebe o email. Outros: 'Cart not found'; email desconhecido: " +
      "'Email não encontrado. Verifique se o usuário está cadastrado.'",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ResendInput }) },
    resolve: (_root, { input }, ctx) => resendSharedCart(ctx, ctx.viewer!, { shareId: input.shareId.id, email: input.email }),
  }),
);
