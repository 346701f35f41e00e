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
    toast(text);
    return { ok: false, payload: null, fieldErrors: {}, formError: text };
  }
  if (payload.userErrors.length === 0) {
    const message = texts.quiet ? null : (payload.message ?? texts.success);
    if (message) notify.success(message);
    return { ok: true, payload, fieldErrors: {}, formError: null };
  }
  const fieldErrors: FieldErrors = {};
  const known = new Set(texts.fields ?? []);
  for (const error of payload.userErrors) {
    if (error.field && known.has(error.field)) fieldErrors[error.field] ??= error.message;
  }
  const general = payload.userErrors.find((error) => !error.field || !known.has(error.field));
  if (!general) return { ok: false, payload, fieldErrors, formError: null };
  const reason = texts.describe ? texts.describe(general.message) : general.message;
  if (texts.titled) toast(texts.failure, reason);
  else toast(reason);
  return { ok: false, payload, fieldErrors, formError: reason };
}
