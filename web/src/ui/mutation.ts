// One way for screens to read a mutation's payload (docs/architecture.md, "Errors"): userErrors
// with a `field` go next to that form field, the others become an error toast, and success shows
// the server's message (or the screen's own). Every mutation payload has this shape.
import { notify } from '../notify';
import { actionFailureText } from '../offline/actions';

export interface UserErrorLike {
  field?: string | null;
  code?: string;
  message: string;
}

export interface MutationPayload {
  userErrors: readonly UserErrorLike[];
  message?: string | null;
}

export type FieldErrors = Record<string, string>;

export interface MutationFeedback<P> {
  ok: boolean;
  payload: P | null;
  /** field → pt-BR message, for the form. */
  fieldErrors: FieldErrors;
  /** The error that belongs to no field (with `inline`, shown by the form instead of a toast). */
  formError: string | null;
  /** The first refusal as the server sent it (its `code`, for a screen that branches on it). */
  error: UserErrorLike | null;
}

/**
 * The first refusal's message (the first on `field` when given), or null: for a request helper that
 * returns an outcome instead of toasting, a cache update, or a query's payload of the same shape.
 */
export function refusalOf(payload: MutationPayload | null | undefined, field?: string): string | null {
  const errors = payload?.userErrors ?? [];
  return (field === undefined ? errors[0] : errors.find((error) => error.field === field))?.message ?? null;
}

/**
 * Runs `mutate` and reports the outcome. `fields` are the form's field names: errors on other
 * fields (or none) are toasted — or, with `inline`, returned as `formError` for a dialog to show.
 * A request that fails (network, server) reports `texts.failure` the same way.
 */
export async function submitMutation<P extends MutationPayload>(
  mutate: () => Promise<P | null | undefined>,
  texts: {
    success?: string;
    failure: string;
    fields?: readonly string[];
    inline?: boolean;
    /** No success toast: the caller says what success means (a queue, a request helper, a conditional text). */
    quiet?: boolean;
    /** Toast `failure` as the title with the server's reason under it (rewritten by `describe`). */
    titled?: boolean;
    describe?: (message: string) => string;
    /** The line under `failure` when the request itself fails (no answer to describe). */
    failureReason?: string;
    /** Toast the first error even when it belongs to a field (the screen shows it by the field too). */
    toastFields?: boolean;
    /** A request with no answer is tried again by the caller (the chat's outbox): no toast for it. */
    retried?: boolean;
    /** The screen shows this refusal itself (the cart issues of a checkout): nothing is toasted. */
    handles?: (payload: P) => boolean;
  },
): Promise<MutationFeedback<P>> {
  const toast = (title: string, reason?: string) => {
    if (texts.inline) return;
    if (reason) notify.error(title, reason);
    else notify.error(title);
  };
  let payload: P | null | undefined;
  try {
    payload = await mutate();
  } catch {
    payload = null;
  }
  if (!payload) {
    const text = actionFailureText(texts.failure);
    if (!texts.retried) toast(text, texts.failureReason);
    return { ok: false, payload: null, fieldErrors: {}, formError: text, error: null };
  }
  if (payload.userErrors.length === 0) {
    const message = texts.quiet ? null : (payload.message ?? texts.success);
    if (message) notify.success(message);
    return { ok: true, payload, fieldErrors: {}, formError: null, error: null };
  }
  const error = payload.userErrors[0];
  if (texts.handles?.(payload)) return { ok: false, payload, fieldErrors: {}, formError: null, error };
  const fieldErrors: FieldErrors = {};
  const known = new Set(texts.fields ?? []);
  for (const e of payload.userErrors) {
    if (e.field && known.has(e.field)) fieldErrors[e.field] ??= e.message;
  }
  const general = texts.toastFields ? error : payload.userErrors.find((e) => !e.field || !known.has(e.field));
  if (!general) return { ok: false, payload, fieldErrors, formError: null, error };
  const reason = texts.describe ? texts.describe(general.message) : general.message;
  if (texts.titled) toast(texts.failure, reason);
  else toast(reason);
  return { ok: false, payload, fieldErrors, formError: reason, error };
}
