import { graphql } from '../gql';

/**
 * What every mutation payload's `userErrors` selects (web/src/ui/mutation.ts reads it): one
 * fragment, so a field added to UserError reaches every screen at once.
 */
export const UserErrorFieldsFragment = graphql(`
  fragment UserErrorFields on UserError {
    field
    code
    message
  }
`);
