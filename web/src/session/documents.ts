import { graphql } from '../gql';

// The accounts operations of the web app. Every payload that returns a user selects the same
// ViewerFields, so a sign-in/sign-up result can be written straight into the `viewer` query.

export const ViewerFieldsFragment = graphql(`
  fragment ViewerFields on User {
    id
    name
    email
    phone
    cpf
    role
    isAdmin
    canShareCarts
    specialty
    avatarUrl
    referralCode
    mainAddress {
      street
      number
      complement
      district
      city
      state
      postalCode
    }
  }
`);

export const ViewerDocument = graphql(`
  query Viewer {
    viewer {
      ...ViewerFields
    }
  }
`);

export const ViewerChangedDocument = graphql(`
  subscription ViewerChanged {
    viewerChanged {
      ...ViewerFields
    }
  }
`);

export const SignInDocument = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      user {
        ...ViewerFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const SignUpDocument = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      user {
        ...ViewerFields
      }
      referralApplied
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const SignOutDocument = graphql(`
  mutation SignOut {
    signOut {
      signedOut
    }
  }
`);

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      ok
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const PasswordResetTokenValidDocument = graphql(`
  query PasswordResetTokenValid($token: String!) {
    passwordResetTokenValid(token: $token)
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
