// The catalogue's GraphQL schema: small value types (the whole map in index.ts).
import { builder } from '../../schema/builder.js';
import { type PromotionInfo } from '../../../common/promotion.js';
import { PromotionStateEnum } from './enums.js';

export const Promotion = builder.objectRef<PromotionInfo>('Promotion').implement({
  description: 'Situação da promoção do produto no momento da consulta.',
  fields: (t) => ({
    state: t.field({ type: PromotionStateEnum, resolve: (p) => p.state }),
    active: t.exposeBoolean('active', { description: 'Se o preço promocional vale agora.' }),
    startsAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.startsAt }),
    endsAt: t.field({ type: 'DateTime', nullable: true, description: 'Fim da oferta (contagem regressiva).', resolve: (p) => p.endsAt }),
    discountPercent: t.int({
      nullable: true,
      description: 'Desconto arredondado em %; null sem preço promocional válido.',
      resolve: (p) => p.discountPercent,
    }),
  }),
});

export const Rating = builder.objectRef<{ average: number; count: number }>('Rating').implement({
  description: 'Média e quantidade de avaliações, mantidas no banco a cada avaliação.',
  fields: (t) => ({
    average: t.exposeFloat('average', { description: 'De 0 (sem avaliações) a 5, com 2 casas.' }),
    count: t.exposeInt('count'),
  }),
});
