import { graphql } from '../../../gql';

export const AdminRedemptionsDocument = graphql(`
  query AdminRedemptions($status: RedemptionStatus, $first: Int!, $after: String) {
    adminRedemptions(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...RedemptionFields
          customerName
          customerPhone
          deliveryAddress
        }
      }
    }
  }
`);

export const AdminRedemptionUpdatedDocument = graphql(`
  subscription AdminRedemptionUpdated {
    adminRedemptionUpdated {
      ...RedemptionFields
      customerName
      customerPhone
      deliveryAddress
    }
  }
`);

export const ApproveRedemptionDocument = graphql(`
  mutation ApproveRedemption($input: RedemptionIdInput!) {
    approveRedemption(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
      redemption {
        ...RedemptionFields
        customerName
        customerPhone
        deliveryAddress
      }
    }
  }
`);

export const RefuseRedemptionDocument = graphql(`
  mutation RefuseRedemption($input: RefuseRedemptionInput!) {
    refuseRedemption(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
      redemption {
        ...RedemptionFields
        customerName
        customerPhone
        deliveryAddress
      }
    }
  }
`);

export const DeliverRedemptionDocument = graphql(`
  mutation DeliverRedemption($input: RedemptionIdInput!) {
    markRedemptionDelivered(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
      redemption {
        ...RedemptionFields
        customerName
        customerPhone
        deliveryAddress
      }
    }
  }
`);
