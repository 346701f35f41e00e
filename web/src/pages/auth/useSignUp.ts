import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { validateSignup, type ProfileType, type SignupField } from '@common/signup';
import { notify } from '../../notify';
import { SignUpDocument, ViewerDocument } from '../../session/documents';
import { submitMutation } from '../../ui/mutation';
import { LOGIN_PATH, SIGNUP_DESTINATIONS } from '../../session/redirects';
import { clearReferral } from '../../session/referral';
import { useSession } from '../../session/SessionProvider';
import { API_FIELDS, SIGNUP_TEXTS, toSignUpInput, type SignupFormState } from './signupForm';

/**
 * The sign-up: the rules of common/signup.ts, signUp, the referral's outcome, the automatic
 * sign-in check and the move to the profile's first screen. `fail` shows an error (a toast, and
 * the field it belongs to, if any).
 */
export function useSignUp(fail: (field: SignupField | null, message: string) => void) {
  const client = useApolloClient();
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function submit(form: SignupFormState) {
    if (busy) return;
    const problem = validateSignup(form);
    if (problem) {
      fail(problem.field, problem.message);
      return;
    }
    const input = toSignUpInput(form);
    const profile = form.tipoPerfil as ProfileType;
    setBusy(true);
    // What the server said when it answered without a payload (a GraphQL error, or nothing).
    let unanswered: string | null = null;
    const feedback = await submitMutation(
      async () => {
        try {
          const answer = (await client.mutate({ mutation: SignUpDocument, variables: { input } })).data?.signUp;
          if (!answer) unanswered = SIGNUP_TEXTS.defaultError;
          return answer;
        } catch (error) {
          if (CombinedGraphQLErrors.is(error)) unanswered = error.errors[0]?.message || SIGNUP_TEXTS.defaultError;
          throw error;
        }
      },
      // `fail` shows the error (toast and field): nothing is toasted here.
      { failure: SIGNUP_TEXTS.serverError, inline: true, quiet: true },
    );
    const payload = feedback.payload;
    if (!feedback.ok || !payload) {
      setBusy(false);
      const refusal = feedback.error;
      if (refusal) fail(refusal.field ? (API_FIELDS[refusal.field] ?? null) : null, refusal.message);
      else fail(null, unanswered ?? feedback.formError ?? SIGNUP_TEXTS.serverError);
      return;
    }

    // The account exists from here on.
    if (input.referralCode) {
      if (payload.referralApplied === true) notify.success(SIGNUP_TEXTS.referralApplied);
      else if (payload.referralApplied === false) notify.warning(SIGNUP_TEXTS.referralFailed);
      clearReferral();
    }
    const user = payload.user;
    if (!user) {
      notify.info(SIGNUP_TEXTS.confirmEmail);
      await navigate(LOGIN_PATH, { replace: true });
      return;
    }
    // Automatic sign-in check: the session cookie must be in place (not cached, so the guards
    // only see the new viewer when completeSignIn moves on).
    let signedIn = true;
    try {
      const check = await client.query({ query: ViewerDocument, fetchPolicy: 'no-cache' });
      signedIn = !!check.data?.viewer;
    } catch {
      // Network hiccup: the sign-up answered with the user, go on.
    }
    if (!signedIn) {
      notify.success(SIGNUP_TEXTS.signInFailed);
      await navigate(LOGIN_PATH, { replace: true });
      return;
    }
    notify.success(user.referralCode ? SIGNUP_TEXTS.done(user.referralCode) : SIGNUP_TEXTS.doneNoCode);
    await session.completeSignIn(user, SIGNUP_DESTINATIONS[profile]);
  }

  return { busy, submit };
}
