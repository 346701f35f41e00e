/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation LogNotFound($input: LogNotFoundInput!) {\n    logNotFound(input: $input) {\n      logged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.LogNotFoundDocument,
    "\n  fragment ViewerFields on User {\n    id\n    name\n    email\n    phone\n    cpf\n    role\n    isAdmin\n    specialty\n    avatarUrl\n    referralCode\n    mainAddress {\n      street\n      number\n      complement\n      district\n      city\n      state\n      postalCode\n    }\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  subscription ViewerChanged {\n    viewerChanged {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerChangedDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      referralApplied\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query PasswordResetTokenValid($token: String!) {\n    passwordResetTokenValid(token: $token)\n  }\n": typeof types.PasswordResetTokenValidDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
};
const documents: Documents = {
    "\n  mutation LogNotFound($input: LogNotFoundInput!) {\n    logNotFound(input: $input) {\n      logged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.LogNotFoundDocument,
    "\n  fragment ViewerFields on User {\n    id\n    name\n    email\n    phone\n    cpf\n    role\n    isAdmin\n    specialty\n    avatarUrl\n    referralCode\n    mainAddress {\n      street\n      number\n      complement\n      district\n      city\n      state\n      postalCode\n    }\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n": types.ViewerDocument,
    "\n  subscription ViewerChanged {\n    viewerChanged {\n      ...ViewerFields\n    }\n  }\n": types.ViewerChangedDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      referralApplied\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": types.SignOutDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  query PasswordResetTokenValid($token: String!) {\n    passwordResetTokenValid(token: $token)\n  }\n": types.PasswordResetTokenValidDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.ResetPasswordDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogNotFound($input: LogNotFoundInput!) {\n    logNotFound(input: $input) {\n      logged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogNotFound($input: LogNotFoundInput!) {\n    logNotFound(input: $input) {\n      logged\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on User {\n    id\n    name\n    email\n    phone\n    cpf\n    role\n    isAdmin\n    specialty\n    avatarUrl\n    referralCode\n    mainAddress {\n      street\n      number\n      complement\n      district\n      city\n      state\n      postalCode\n    }\n  }\n"): (typeof documents)["\n  fragment ViewerFields on User {\n    id\n    name\n    email\n    phone\n    cpf\n    role\n    isAdmin\n    specialty\n    avatarUrl\n    referralCode\n    mainAddress {\n      street\n      number\n      complement\n      district\n      city\n      state\n      postalCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ViewerChanged {\n    viewerChanged {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  subscription ViewerChanged {\n    viewerChanged {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      referralApplied\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      referralApplied\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetTokenValid($token: String!) {\n    passwordResetTokenValid(token: $token)\n  }\n"): (typeof documents)["\n  query PasswordResetTokenValid($token: String!) {\n    passwordResetTokenValid(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      userErrors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;