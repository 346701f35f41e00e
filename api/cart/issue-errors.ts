// Cart check issues as userErrors (checkout, finalizing a shared cart): one per issue, code = the
// kind in upper case, field 'cart', the issue's pt-BR text as the message.
import { Refusal, userError, type UserErrorShape } from '../schema/user-error.js';
import type { CartIssue, CartIssueKind } from './rules.js';

export function issueErrors(issues: readonly CartIssue[]): UserErrorShape[] {
  return issues.map((issue) => userError(issue.message, issue.issue.toUpperCase() as Uppercase<CartIssueKind>, 'cart'));
}

/** A refusal by the cart's issues: the payload lists them too (a mutation's `refused` reads `issues`). */
export class IssuesRefusal extends Refusal {
  constructor(readonly issues: (CartIssue & { itemId?: string })[]) {
    super(issueErrors(issues));
  }
}

/** The issues a refusal carries (none for any other refusal). */
export const refusedIssues = (refusal: Refusal) => (refusal instanceof IssuesRefusal ? refusal.issues : []);
