import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MAX_AGE_MS, EARLY_ANSWERS_GLOBAL, earlyAnswerKey, fetchWithEarlyAnswers, takeEarlyAnswer } from './earlyAnswers';

const variables = { storeSlug: 'deposito-central', productSlug: 'cimento', reviewsFirst: 5 };
const body = (operationName: string, vars: unknown) => JSON.stringify({ operationName, variables: vars, query: 'query { x }' });
const answers = () => ((globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] ??= {}) as Record<string, { at: number; answer: Promise<Response> }>;

function leaveEarly(operationName: string, vars: unknown, answer: Promise<Response>, at = Date.now()) {
  answers()[earlyAnswerKey(operationName, vars)] = { at, answer };
}

describe('early answers (asked for by web/index.html)', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
    vi.unstubAllGlobals();
  });

  it('gives the answer to the same operation with the same variables, once', () => {
    const answer = Promise.resolve(new Response('{}'));
    leaveEarly('ProductBySlug', variables, answer);
    expect(takeEarlyAnswer({ method: 'POST', body: body('ProductBySlug', { ...variables, reviewsFirst: 10 }) })).toBeUndefined();
    expect(takeEarlyAnswer({ method: 'POST', body: body('ExploreProducts', variables) })).toBeUndefined();
    expect(takeEarlyAnswer({ method: 'POST', body: body('ProductBySlug', variables) })).toBe(answer);
    expect(takeEarlyAnswer({ method: 'POST', body: body('ProductBySlug', variables) })).toBeUndefined();
  });

  it('leaves alone what is not a JSON request, and answers too old to trust', () => {
    leaveEarly('ProductBySlug', variables, Promise.resolve(new Response('{}')), Date.now() - EARLY_ANSWER_MAX_AGE_MS - 1);
    expect(takeEarlyAnswer(undefined)).toBeUndefined();
    expect(takeEarlyAnswer({ method: 'POST', body: 'not json' })).toBeUndefined();
    expect(takeEarlyAnswer({ method: 'POST', body: body('ProductBySlug', variables) })).toBeUndefined();
  });

  it('asks the network when there is no early answer, or when it failed', async () => {
    const network = vi.fn(async () => new Response('{"data":{"from":"network"}}'));
    vi.stubGlobal('fetch', network);
    const init = { method: 'POST', body: body('ProductBySlug', variables) };

    leaveEarly('ProductBySlug', variables, Promise.resolve(new Response('{"data":{"from":"early"}}')));
    expect(await (await fetchWithEarlyAnswers('/graphql', init)).json()).toEqual({ data: { from: 'early' } });
    expect(network).not.toHaveBeenCalled();

    leaveEarly('ProductBySlug', variables, Promise.resolve(new Response('', { status: 503 })));
    expect(await (await fetchWithEarlyAnswers('/graphql', init)).json()).toEqual({ data: { from: 'network' } });
    leaveEarly('ProductBySlug', variables, Promise.reject(new TypeError('Failed to fetch')));
    expect(await (await fetchWithEarlyAnswers('/graphql', init)).json()).toEqual({ data: { from: 'network' } });
    expect(await (await fetchWithEarlyAnswers('/graphql', init)).json()).toEqual({ data: { from: 'network' } });
    expect(network).toHaveBeenCalledTimes(3);
  });
});
