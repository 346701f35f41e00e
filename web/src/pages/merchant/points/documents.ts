// The GraphQL documents of the points adjustment screen (AdjustPointsPage.tsx).
import { graphql } from '../../../gql';

export const FindCustomerDocument = graphql(`
  query FindCustomerForAdjustment($query: String!) {
    findCustomerForAdjustment(query: $query) {
      customer {
        id
        name
        maskedCpf
        maskedEmail
        storeNetPoints
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const AdjustPointsForPurchaseDocument = graphql(`
  mutation AdjustPointsForPurchase($input: AdjustPointsForPurchaseInput!) {
    adjustPointsForPurchase(input: $input) {
      message
      replayed
      userErrors {
        ...UserErrorFields
      }
      adjustment {
        points
        purchaseAmount
        customerName
      }
    }
  }
`);

export const DebitStorePointsDocument = graphql(`
  mutation DebitStorePoints($input: DebitStorePointsInput!) {
    debitStorePoints(input: $input) {
      message
      replayed
      userErrors {
        ...UserErrorFields
      }
      adjustment {
        points
        customerName
      }
    }
  }
`);

export const StorePointsAdjustmentsDocument = graphql(`
  query StorePointsAdjustments($customerId: ID!, $first: Int, $after: String) {
    storePointsAdjustments(customerId: $customerId, first: $first, after: $after) {
      edges {
        node {
          databaseId
          points
          isDebit
          purchaseAmount
          reason
          createdAt
          createdByName
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
