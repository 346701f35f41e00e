// One way for a screen to hold a form (docs/architecture.md, "Errors"): the values, the client
// rules (from common/, the same the API runs), the errors next to each field, and the submit
// through submitMutation, whose userErrors land on their fields and whose other errors land on
// `errors.form` (shown inside the form, not as a toast).
import { useState, type FormEvent } from 'react';
import { submitMutation, type MutationFeedback, type MutationPayload } from './mutation';

/** field → pt-BR message; `form` is the error that belongs to no field. */
export type FormErrors<F extends string = string> = Partial<Record<F | 'form', string>>;

export interface FormOptions<V extends Record<string, unknown>> {
  /** The client rules: the errors of these values (empty when they may be sent). */
  validate?: (values: V) => FormErrors<keyof V & string>;
  /** Server fields shown next to a field besides the form's own (e.g. an API name the form lacks). */
  fields?: readonly string[];
  /** The rules stopped a submit (e.g. to focus the first wrong field). */
  onInvalid?: (errors: FormErrors<keyof V & string>) => void;
}

export interface SubmitTexts {
  /** The request failed (network, server). */
  failure: string;
  /** The toast on success when the payload has no `message`. */
  success?: string;
}

export interface Form<V extends Record<string, unknown>> {
  values: V;
  errors: FormErrors<keyof V & string>;
  submitting: boolean;
  /** Changes one field and clears its error and the form's. */
  set<K extends keyof V & string>(field: K, value: V[K]): void;
  setValues(update: V | ((current: V) => V)): void;
  setErrors(update: FormErrors<keyof V & string> | ((current: FormErrors<keyof V & string>) => FormErrors<keyof V & string>)): void;
  /**
   * Checks the rules; if they pass, runs `mutate` through submitMutation and puts its errors on the
   * form. Resolves to null when the rules stopped it (or a submit is already running).
   */
  submit<P extends MutationPayload>(mutate: (values: V) => Promise<P | null | undefined>, texts: SubmitTexts): Promise<MutationFeedback<P> | null>;
  /** `onSubmit` for a <form>: no browser submit, then `run`. */
  handle(run: () => unknown): (event: FormEvent) => void;
}

export function useForm<V extends Record<string, unknown>>(initial: V, options: FormOptions<V> = {}): Form<V> {
  type E = FormErrors<keyof V & string>;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<E>({});
  const [submitting, setSubmitting] = useState(false);

  function set<K extends keyof V & string>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] || current.form ? { ...current, [field]: undefined, form: undefined } : current));
  }

  async function submit<P extends MutationPayload>(mutate: (values: V) => Promise<P | null | undefined>, texts: SubmitTexts) {
    if (submitting) return null;
    const found = options.validate?.(values) ?? {};
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      options.onInvalid?.(found);
      return null;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const fields = [...Object.keys(values), ...(options.fields ?? [])];
      const feedback = await submitMutation(() => mutate(values), { ...texts, fields, inline: true });
      if (!feedback.ok) setErrors({ ...feedback.fieldErrors, ...(feedback.formError ? { form: feedback.formError } : {}) } as E);
      return feedback;
    } finally {
      setSubmitting(false);
    }
  }

  const handle = (run: () => unknown) => (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  return { values, errors, submitting, set, setValues, setErrors, submit, handle };
}
