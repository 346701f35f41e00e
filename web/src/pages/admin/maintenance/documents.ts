import { graphql } from '../../../gql';

export const ReferralCodeIssuesDocument = graphql(`
  query ReferralCodeIssues {
    referralCodeIssues
  }
`);

export const FixReferralCodesDocument = graphql(`
  mutation FixReferralCodes {
    fixReferralCodes {
      fixed
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
