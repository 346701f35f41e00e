import { graphql } from '../../gql';

// Orders (customer side) and sub-orders (shared with the vendor screens). The live subscription
// `orderUpdated` selects the same SubOrderFields as the queries, so a status change sent by the
// server lands on the SubOrder entity in the normalized cache and every screen showing it
// re-renders without a refetch.

export const OrderAddressFieldsFragment = graphql(`
  fragment OrderAddressFields on OrderAddress {
    street
    number
    complement
    district
    city
    state
    postalCode
  }
`);

export const SubOrderFieldsFragment = graphql(`
  fragment SubOrderFields on SubOrder {
    id
    orderId
    orderDatabaseId
    orderNumber
    status
    statusLabel
    nextStatus
    itemsTotal
    deliveryFee
    discount
    total
    pointsToEarn
    cancelReason
    paymentMethod
    changeFor
    orderTotal
    createdAt
    updatedAt
    store {
      id
      databaseId
      name
      phone
      logoUrl
    }
    items {
      id
      productName
      unit
      quantity
      unitPrice
      total
      unitPoints
      points
      product {
        id
        name
        path
        images
      }
    }
    timeline {
      id
      status
      statusLabel
      note
      createdAt
    }
  }
`);

export const OrderFieldsFragment = graphql(`
  fragment OrderFields on Order {
    id
    databaseId
    number
    createdAt
    paymentMethod
    changeFor
    couponCode
    itemsTotal
    deliveryTotal
    discount
    total
    pointsToEarn
    address {
      ...OrderAddressFields
    }
    customer {
      name
      email
      phone
      totalSpent
    }
    subOrders {
      ...SubOrderFields
    }
  }
`);

export const OrderDocument = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      ...OrderFields
    }
  }
`);

export const MyOrdersDocument = graphql(`
  query MyOrders($first: Int!, $after: String) {
    viewer {
      id
      orders(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            databaseId
            number
            createdAt
            total
            pointsToEarn
            paymentMethod
            subOrders {
              id
              status
              statusLabel
              total
              store {
                id
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
    }
  }
`);

export const MyPointsDocument = graphql(`
  query MyPoints {
    viewer {
      id
      pointsBalance
    }
  }
`);

export const OrderUpdatedDocument = graphql(`
  subscription OrderUpdated($orderId: ID!) {
    orderUpdated(orderId: $orderId) {
      ...SubOrderFields
    }
  }
`);

export const CancelSubOrderDocument = graphql(`
  mutation CancelSubOrder($input: CancelSubOrderInput!) {
    cancelSubOrder(input: $input) {
      subOrder {
        ...SubOrderFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
