import { graphql } from '../../../gql';

export const AdminRewardFieldsFragment = graphql(`
  fragment AdminRewardFields on Reward {
    id
    databaseId
    name
    description
    points
    imageUrl
    hasCustomImage
    category
    stock
    status
    statusLabel
    deliveryTime
    redemptionCount
    createdAt
  }
`);

export const AdminRewardsDocument = graphql(`
  query AdminRewards($first: Int!, $after: String) {
    rewardCategories
    adminRewards(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...AdminRewardFields
        }
      }
    }
  }
`);

export const CreateRewardDocument = graphql(`
  mutation CreateReward($input: CreateRewardInput!) {
    createReward(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
      reward {
        ...AdminRewardFields
      }
    }
  }
`);

export const UpdateRewardDocument = graphql(`
  mutation UpdateReward($input: UpdateRewardInput!) {
    updateReward(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
      reward {
        ...AdminRewardFields
      }
    }
  }
`);

export const SetRewardStatusDocument = graphql(`
  mutation SetRewardStatus($input: SetRewardStatusInput!) {
    setRewardStatus(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
      reward {
        ...AdminRewardFields
      }
    }
  }
`);

export const DeleteRewardDocument = graphql(`
  mutation DeleteReward($input: DeleteRewardInput!) {
    deleteReward(input: $input) {
      message
      deletedRewardId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
