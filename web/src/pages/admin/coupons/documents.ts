import { graphql } from '../../../gql';

// Coupon administration (/admin/coupons). Create/update return the Coupon, so the list updates
// from the cache; delete evicts the deleted id.

export const CouponFieldsFragment = graphql(`
  fragment CouponFields on Coupon {
    id
    code
    description
    kind
    value
    minOrder
    startsAt
    endsAt
    usageLimit
    perUserLimit
    usedCount
    active
    status
    createdAt
    updatedAt
  }
`);

export const CouponsDocument = graphql(`
  query AdminCoupons($first: Int!, $after: String, $search: String) {
    coupons(first: $first, after: $after, search: $search) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...CouponFields
        }
      }
    }
  }
`);

export const CreateCouponDocument = graphql(`
  mutation CreateCoupon($input: CreateCouponInput!) {
    createCoupon(input: $input) {
      coupon {
        ...CouponFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateCouponDocument = graphql(`
  mutation UpdateCoupon($input: UpdateCouponInput!) {
    updateCoupon(input: $input) {
      coupon {
        ...CouponFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteCouponDocument = graphql(`
  mutation DeleteCoupon($input: DeleteCouponInput!) {
    deleteCoupon(input: $input) {
      deletedCouponId
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
