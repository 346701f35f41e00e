import { graphql } from '../../../gql';

// The store owner's sub-orders (first version of the vendor order screens). The detail and the
// status mutations select the shared SubOrderFields (web/src/pages/orders/documents.ts) plus the
// customer, so the list, the detail and the customer's own screens share the cached SubOrder.

export const VendorSubOrderFieldsFragment = graphql(`
  fragment VendorSubOrderFields on SubOrder {
    ...SubOrderFields
    address {
      ...OrderAddressFields
    }
    customer {
      name
      email
      phone
      totalSpent
    }
  }
`);

export const VendorOrdersDocument = graphql(`
  query VendorOrders($first: Int!, $after: String, $status: SubOrderStatus, $customer: String, $from: DateTime, $to: DateTime) {
    vendorOrders(first: $first, after: $after, status: $status, customer: $customer, from: $from, to: $to) {
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
          statusLabel
          total
          paymentMethod
          createdAt
          store {
            id
            name
          }
          customer {
            name
          }
          items {
            id
            quantity
          }
        }
      }
    }
  }
`);

export const VendorSubOrderDocument = graphql(`
  query VendorSubOrder($id: ID!) {
    subOrder(id: $id) {
      ...VendorSubOrderFields
    }
  }
`);

export const AdvanceSubOrderDocument = graphql(`
  mutation AdvanceSubOrder($input: AdvanceSubOrderInput!) {
    advanceSubOrder(input: $input) {
      subOrder {
        ...VendorSubOrderFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const VendorCancelSubOrderDocument = graphql(`
  mutation VendorCancelSubOrder($input: CancelSubOrderInput!) {
    cancelSubOrder(input: $input) {
      subOrder {
        ...VendorSubOrderFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const StoreOrderUpdatedDocument = graphql(`
  subscription StoreOrderUpdated {
    storeOrderUpdated {
      id
      status
      statusLabel
      nextStatus
      updatedAt
    }
  }
`);
