import { graphql } from '../gql';

/** Records a visit to an unknown path (spec 01 §2: URL, referrer and user agent). */
export const LogNotFoundDocument = graphql(`
  mutation LogNotFound($input: LogNotFoundInput!) {
    logNotFound(input: $input) {
      logged
      userErrors {
        field
        code
        message
      }
    }
  }
`);
