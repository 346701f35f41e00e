// Cart check issues as userErrors (checkout, finalizing a shared cart): one per issue, code = the
// kind in upper case, field 'cart', the issue's pt-BR text as the message.
import { userError, type UserErrorShape } from '../schema/user-error.js';
import type { CartIssue, CartIssueKind } from './rules.js';

export function issueErrors(issues: readonly CartIssue[]): UserErrorShape[] {
  return issues.map((issue) => userError(issue.message, issue.issue.toUpperCase() as Uppercase<CartIssueKind>, 'cart'));
}
