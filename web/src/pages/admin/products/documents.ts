import { graphql } from '../../../gql';

export const ProductApprovalsDocument = graphql(`
  query ProductApprovals($first: Int, $after: String, $status: ProductRevisionStatus) {
    productApprovals(first: $first, after: $after, status: $status) {
      totalCount
      edges {
        node {
          id
          status
          isNewProduct
          changedFields
          reason
          createdAt
          decidedAt
          proposed {
            name
            price
            promoPrice
            images
          }
          product {
            id
            name
            description
            price
            promoPrice
            thumbnailUrls
            unit
            stock
            pointsConsumer
            pointsProfessional
            segment {
              id
              name
            }
          }
          store {
            id
            name
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const DecideProductApprovalDocument = graphql(`
  mutation DecideProductApproval($input: DecideProductApprovalInput!) {
    decideProductApproval(input: $input) {
      revision {
        id
        status
        reason
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const ApproveProductChangesDocument = graphql(`
  mutation ApproveProductChanges($ids: [ID!]!) {
    approveProductChanges(ids: $ids) {
      approved
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
