import { graphql } from '../../../gql';

export const AdminStoreRowFragment = graphql(`
  fragment AdminStoreRow on Store {
    id
    databaseId
    name
    city
    address {
      street
      number
      complement
      district
      city
      state
      postalCode
    }
    cnpj
    status
    statusReason
    createdAt
    productCount
    owner {
      id
      name
      email
      phone
    }
  }
`);

export const AdminStoresDocument = graphql(`
  query AdminStores($first: Int, $after: String, $status: StoreStatus, $search: String) {
    adminStores(first: $first, after: $after, status: $status, search: $search) {
      totalCount
      edges {
        node {
          ...AdminStoreRow
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const DecideStoreDocument = graphql(`
  mutation DecideStore($input: DecideStoreInput!) {
    decideStore(input: $input) {
      store {
        ...AdminStoreRow
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
