// The loyalty club's GraphQL schema: referrals (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import type { Context } from '../../schema/context.js';
import { paging } from '../../schema/paging.js';
import { User } from '../../accounts/schema.js';
import { shortName } from '../../../common/loyalty.js';
import { REFERRAL_BONUS_POINTS } from '../../../common/referral.js';
import { ReferralBonusStateEnum } from './enums.js';
import { findReferralInvite, type ReferralInvite } from '../referral-invite.js';

export interface ReferralShape {
  userId: string;
  code: string;
  shareUrl: string;
}

export const ReferralInvitee = builder.prismaObject('User', {
  variant: 'ReferralInvitee',
  description: 'Alguém que se cadastrou com o código de quem consulta. Só o primeiro nome e a inicial do sobrenome.',
  fields: (t) => ({
    name: t.string({ description: "Ex.: 'Maria S.'", resolve: (u) => shortName(u.name) }),
    joinedAt: t.expose('createdAt', { type: 'DateTime' }),
    bonusState: t.field({
      type: ReferralBonusStateEnum,
      select: { pointsEntries: { where: { kind: 'REFERRAL' }, select: { createdAt: true }, take: 1 } },
      resolve: (u) => (u.pointsEntries.length ? 'CREDITED' : 'PENDING'),
    }),
    bonusCreditedAt: t.field({
      type: 'DateTime',
      nullable: true,
      select: { pointsEntries: { where: { kind: 'REFERRAL' }, select: { createdAt: true }, take: 1 } },
      resolve: (u) => u.pointsEntries[0]?.createdAt ?? null,
    }),
  }),
});

export const Referral = builder.objectRef<ReferralShape>('Referral').implement({
  description: 'O programa de indicação (/profile/referrals): código, link para compartilhar e convidados.',
  fields: (t) => ({
    code: t.exposeString('code'),
    shareUrl: t.exposeString('shareUrl', { description: 'PUBLIC_URL (ou a origem do pedido) + /convite?ref=CODIGO (a página do convite, que leva ao cadastro).' }),
    bonusPoints: t.int({ description: 'Pontos que o convidado ganha no primeiro pedido entregue (20).', resolve: () => REFERRAL_BONUS_POINTS }),
    invitees: t.prismaConnection(
      {
        type: ReferralInvitee,
        cursor: 'id',
        description: 'Convidados, dos mais recentes aos mais antigos, com o estado do bônus.',
        ...paging(),
        totalCount: (r, _args, ctx) => ctx.prisma.user.count({ where: { referredById: r.userId } }),
        resolve: (query, r, _args, ctx) =>
          ctx.prisma.user.findMany({ ...query, where: { referredById: r.userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
      },
      { name: 'ReferralInviteeConnection' },
      { name: 'ReferralInviteeEdge' },
    ),
  }),
});

/** PUBLIC_URL, else the web app's origin as the browser sent it, else this request's host. */
export function publicOrigin(ctx: Context): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl.replace(/\/+$/, '');
  const req = ctx.http?.req;
  const origin = req?.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^\s/]+$/i.test(origin)) return origin;
  const host = req?.headers.host;
  return host ? `${req!.protocol}://${host}` : '';
}

builder.objectField(User, 'referral', (t) =>
  t.field({
    type: Referral,
    description: 'Código de indicação, link e convidados.',
    resolve: (user, _args, ctx) => ({
      userId: user.id,
      code: user.referralCode,
      shareUrl: `${publicOrigin(ctx)}/convite?ref=${encodeURIComponent(user.referralCode)}`,
    }),
  }),
);

const ReferralInvite = builder.objectRef<ReferralInvite>('ReferralInvite').implement({
  description: 'O convite por trás de um link ?ref: o código e quem convida (primeiro nome e inicial).',
  fields: (t) => ({
    code: t.exposeString('code'),
    inviterName: t.exposeString('inviterName', { description: "Ex.: 'Maria S.'" }),
  }),
});

builder.queryField('referralInvite', (t) =>
  t.field({
    type: ReferralInvite,
    nullable: true,
    description: 'Público (/convite?ref=...): o convite de um código, ou null se o código não existe.',
    args: { code: t.arg.string() },
    resolve: (_root, { code }, ctx) => findReferralInvite(ctx.prisma, code),
  }),
);
