import { graphql } from '../../../gql';

export const VendorCustomersDocument = graphql(`
  query VendorCustomers($first: Int, $after: String, $search: String) {
    vendorCustomers(first: $first, after: $after, search: $search) {
      totalCount
      edges {
        cursor
        node {
          name
          phone
          ordersCount
          totalSpent
          lastOrderAt
          pointsEarned
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
