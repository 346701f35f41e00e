import { graphql } from '../gql';

/** Records a visit to an unknown path (URL, referrer and user agent). */
export const LogNotFoundDocument = graphql(`
  mutation LogNotFound($input: LogNotFoundInput!) {
    logNotFound(input: $input) {
      logged
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
