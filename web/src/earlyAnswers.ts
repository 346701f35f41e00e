// Answers web/index.html asked for before the app's scripts arrived (the queries of
// web/src/pages/catalog/earlyQueries.ts): the app's HTTP link takes one instead of asking again.

/** Where web/index.html leaves them: `operationName variablesJson` → { at, answer }. */
export const EARLY_ANSWERS_GLOBAL = '__clubeEarlyAnswers';

/** Older than this, an answer no one took is not used (a later visit to the same screen asks anew). */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

interface EarlyAnswer {
  at: number;
  answer: Promise<Response>;
}

export function earlyAnswerKey(operationName: string, variables: unknown): string {
  return `${operationName} ${JSON.stringify(variables ?? {})}`;
}

/**
 * The early answer for this request (same operation, same variables), taken once; undefined when
 * there is none, it is too old, or the request is not a JSON POST.
 */
export function takeEarlyAnswer(init: RequestInit | undefined, now = Date.now()): Promise<Response> | undefined {
  const answers = (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] as Record<string, EarlyAnswer> | undefined;
  // Every request of the app passes here: once the early answers are taken, nothing to parse.
  if (!answers || Object.keys(answers).length === 0 || typeof init?.body !== 'string') return undefined;
  let request: { operationName?: string; variables?: unknown };
  try {
    request = JSON.parse(init.body) as typeof request;
  } catch {
    return undefined;
  }
  if (!request.operationName) return undefined;
  const key = earlyAnswerKey(request.operationName, request.variables);
  const early = answers[key];
  if (!early) return undefined;
  delete answers[key];
  return now - early.at <= EARLY_ANSWER_MAX_AGE_MS ? early.answer : undefined;
}

/** `fetch`, except that a request web/index.html already made gets that answer (or, if it failed, is made again). */
export function fetchWithEarlyAnswers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = takeEarlyAnswer(init);
  if (!early) return fetch(input, init);
  return early.then((response) => (response.ok ? response : fetch(input, init))).catch(() => fetch(input, init));
}
