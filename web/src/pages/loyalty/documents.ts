import { graphql } from '../../gql';

// Loyalty screens: /rewards, reward detail, /resgates, ledger, referrals, in-store
// purchases. Redemption fields are one fragment, so the `redemptionUpdated` subscription lands on
// the cached Redemption entity and every list showing it re-renders.

export const LoyaltyOverviewDocument = graphql(`
  query LoyaltyOverview {
    viewer {
      id
      pointsBalance
      loyalty {
        balance
        monthName
        monthlyPoints
        tier {
          key
          name
          color
          points
          progress
          pointsToNext
          isTop
          next {
            key
            name
          }
        }
      }
    }
  }
`);

export const RewardCardFieldsFragment = graphql(`
  fragment RewardCardFields on Reward {
    id
    databaseId
    name
    description
    points
    imageUrl
    category
    stock
    available
    status
    deliveryTime
  }
`);

export const RewardsCatalogueDocument = graphql(`
  query RewardsCatalogue($category: String, $first: Int!, $after: String) {
    rewardCategories
    rewards(category: $category, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...RewardCardFields
        }
      }
    }
  }
`);

export const RewardDetailDocument = graphql(`
  query RewardDetail($id: ID!) {
    reward(id: $id) {
      ...RewardCardFields
    }
    viewer {
      id
      pointsBalance
    }
  }
`);

export const RedemptionFieldsFragment = graphql(`
  fragment RedemptionFields on Redemption {
    id
    databaseId
    rewardName
    rewardImageUrl
    points
    status
    statusLabel
    statusColor
    refusalReason
    deliveryTime
    createdAt
    decidedAt
    deliveredAt
    allowedActions
  }
`);

export const RedeemRewardDocument = graphql(`
  mutation RedeemReward($input: RedeemRewardInput!) {
    redeemReward(input: $input) {
      message
      replayed
      userErrors {
        ...UserErrorFields
      }
      redemption {
        ...RedemptionFields
      }
      reward {
        ...RewardCardFields
      }
      viewer {
        id
        pointsBalance
      }
    }
  }
`);

export const MyRedemptionsDocument = graphql(`
  query MyRedemptions($first: Int!, $after: String) {
    viewer {
      id
      redemptions(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            ...RedemptionFields
          }
        }
      }
    }
  }
`);

export const RedemptionUpdatedDocument = graphql(`
  subscription RedemptionUpdated {
    redemptionUpdated {
      ...RedemptionFields
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
            kindLabel
            reason
            createdAt
            orderId
            orderNumber
            redemption {
              id
              rewardName
            }
          }
        }
      }
    }
  }
`);

export const MyReferralDocument = graphql(`
  query MyReferral($first: Int!) {
    viewer {
      id
      referral {
        code
        shareUrl
        bonusPoints
        invitees(first: $first) {
          totalCount
          edges {
            node {
              name
              joinedAt
              bonusState
              bonusCreditedAt
            }
          }
        }
      }
    }
  }
`);

export const PhysicalPurchasesDocument = graphql(`
  query PhysicalPurchases($first: Int!, $after: String) {
    viewer {
      id
      physicalPurchases(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            points
            reason
            purchaseAmount
            createdAt
            store {
              id
              name
            }
          }
        }
      }
    }
  }
`);
