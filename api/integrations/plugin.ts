// What an API key's request goes through in Apollo (docs/api.md): a CATALOG key only reads; every
// request takes its cost (api/integrations/cost.ts) from the key's budget before anything runs,
// answers HTTP 429 with Retry-After when the budget is short, and reports the cost and what is
// left in `extensions.cost`.
import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../schema/context.js';
import { queryCost } from './cost.js';
import { KEY_BUDGET } from '../shared/cost-budget.js';
import { API_KEY_MESSAGES } from '../../common/api-keys.js';

export interface CostReport {
  requestedQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

export const apiKeyBudgetPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart({ contextValue }) {
    const key = contextValue.apiKey;
    if (!key) return;
    let report: CostReport | undefined;
    return {
      async didResolveOperation({ document, request, operation, schema }) {
        if (key.scope === 'CATALOG' && operation?.operation !== 'query') {
          throw new GraphQLError(API_KEY_MESSAGES.catalogReadOnly, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
        }
        const cost = queryCost(schema, document, request.operationName, request.variables);
        if (cost > KEY_BUDGET.capacity) {
          throw new GraphQLError(`Consulta cara demais para uma chave de API: custo ${cost}, o orçamento é de ${KEY_BUDGET.capacity}. Peça páginas menores.`, {
            extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
          });
        }
        const decision = await contextValue.costBudgets.take(key.id, cost);
        report = {
          requestedQueryCost: cost,
          throttleStatus: { maximumAvailable: KEY_BUDGET.capacity, currentlyAvailable: decision.available, restoreRate: KEY_BUDGET.restorePerSecond },
        };
        if (!decision.allowed) {
          const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
          throw new GraphQLError(`Orçamento da chave de API esgotado: tente de novo em ${seconds} s.`, {
            extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds, http: { status: 429, headers: new Map([['retry-after', String(seconds)]]) } },
          });
        }
      },
      async willSendResponse({ response }) {
        if (report && response.body.kind === 'single') {
          response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost: report };
        }
      },
    };
  },
};
