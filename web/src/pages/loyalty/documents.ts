import { graphql } from '../../gql';

// Loyalty screens (issue 7). The /rewards header reads the viewer's balance and the recent ledger
// entries; tier and monthly points are computed with the shared rules of common/loyalty.ts and
// common/tiers.ts until the API exposes its own summary field (api/loyalty/summary.ts).

export const LoyaltyOverviewDocument = graphql(`
  query LoyaltyOverview($first: Int!) {
    viewer {
      id
      pointsBalance
      pointsEntries(first: $first) {
        edges {
          node {
            id
            points
            kind
            createdAt
          }
        }
      }
    }
  }
`);

export const PointsHistoryDocument = graphql(`
  query PointsHistory($first: Int!, $after: String) {
    viewer {
      id
      pointsBalance
      pointsEntries(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            points
            kind
            reason
            createdAt
            orderId
            orderNumber
          }
        }
      }
    }
  }
`);

export const MyReferralDocument = graphql(`
  query MyReferral {
    viewer {
      id
      referralCode
    }
  }
`);
