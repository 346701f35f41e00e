import { graphql } from '../../../gql';

export const AdminOrdersDocument = graphql(`
  query AdminOrders($first: Int!, $after: String, $status: SubOrderStatus, $storeId: ID, $customer: String, $city: String, $from: DateTime, $to: DateTime) {
    vendorOrders(first: $first, after: $after, status: $status, storeId: $storeId, customer: $customer, city: $city, from: $from, to: $to) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          orderNumber
          status
          total
          createdAt
          store {
            id
            name
          }
          customer {
            name
          }
          address {
            city
          }
        }
      }
    }
  }
`);

export const AdminOrderFiltersDocument = graphql(`
  query AdminOrderFilters {
    orderCities
    adminStores(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`);
