import { graphql } from '../../../gql';

export const VendorRestrictionsDocument = graphql(`
  query VendorRestrictions($first: Int, $after: String) {
    vendorProductRestrictions(first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          text
          product {
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

export const RestrictionOptionsDocument = graphql(`
  query RestrictionOptions {
    vendorStore {
      id
      deliveryZones {
        id
        name
      }
    }
    vendorProducts(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`);

export const CreateProductRestrictionDocument = graphql(`
  mutation CreateProductRestriction($input: CreateProductRestrictionInput!) {
    createProductRestriction(input: $input) {
      restriction {
        id
        text
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteProductRestrictionDocument = graphql(`
  mutation DeleteProductRestriction($id: ID!) {
    deleteProductRestriction(input: { id: $id }) {
      deletedRestrictionId
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
