import { graphql } from '../../gql';

// The profile area's operations. Payloads that change the profile select the session's
// ViewerFields (and the address list), so Apollo's normalised cache updates the header, the tab
// bar and every open list without a refetch.

export const AddressFieldsFragment = graphql(`
  fragment AddressFields on Address {
    id
    label
    street
    number
    complement
    district
    city
    state
    postalCode
    principal
    createdAt
  }
`);

export const MyAddressesDocument = graphql(`
  query MyAddresses {
    viewer {
      id
      addresses {
        ...AddressFields
      }
    }
  }
`);

export const CreateAddressDocument = graphql(`
  mutation CreateAddress($input: CreateAddressInput!) {
    createAddress(input: $input) {
      address {
        ...AddressFields
      }
      user {
        ...ViewerFields
        addresses {
          ...AddressFields
        }
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateAddressDocument = graphql(`
  mutation UpdateAddress($input: UpdateAddressInput!) {
    updateAddress(input: $input) {
      address {
        ...AddressFields
      }
      user {
        ...ViewerFields
        addresses {
          ...AddressFields
        }
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const SetPrincipalAddressDocument = graphql(`
  mutation SetPrincipalAddress($input: AddressIdInput!) {
    setPrincipalAddress(input: $input) {
      user {
        ...ViewerFields
        addresses {
          ...AddressFields
        }
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteAddressDocument = graphql(`
  mutation DeleteAddress($input: AddressIdInput!) {
    deleteAddress(input: $input) {
      deletedAddressId
      user {
        ...ViewerFields
        addresses {
          ...AddressFields
        }
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const LookupCepDocument = graphql(`
  query LookupCep($cep: String!) {
    lookupCep(cep: $cep) {
      address {
        cep
        street
        district
        city
        state
        ibge
        source
        confidence
      }
      retryAfterSeconds
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateProfileDocument = graphql(`
  mutation UpdateMyProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        ...ViewerFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UploadAvatarDocument = graphql(`
  mutation UploadAvatar($input: UploadAvatarInput!) {
    uploadAvatar(input: $input) {
      user {
        ...ViewerFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const RemoveAvatarDocument = graphql(`
  mutation RemoveAvatar {
    removeAvatar {
      user {
        ...ViewerFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const ChangeEmailDocument = graphql(`
  mutation ChangeEmail($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      user {
        ...ViewerFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const SignOutEverywhereDocument = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere {
      signedOut
      revokedSessions
    }
  }
`);

export const ToggleFavoriteDocument = graphql(`
  mutation ToggleFavorite($input: ToggleFavoriteInput!) {
    toggleFavorite(input: $input) {
      favorited
      product {
        id
        isFavorite
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const MyFavoritesDocument = graphql(`
  query MyFavorites($first: Int!, $after: String) {
    viewer {
      id
      favorites(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            createdAt
            product {
              id
              name
              images
              unitPrice
              price
              path
              isFavorite
              store {
                id
                name
              }
            }
          }
        }
      }
    }
  }
`);

// /profile/reviews: the viewer's reviews (paged) and the products waiting for one.
export const MyReviewsDocument = graphql(`
  query MyReviews($first: Int!, $after: String) {
    myReviews(first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          rating
          comment
          createdAt
          product {
            id
            name
            path
            images
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

export const ProductsToReviewDocument = graphql(`
  query ProductsToReview($limit: Int) {
    productsToReview(limit: $limit) {
      id
      name
      path
      images
      store {
        id
        name
      }
    }
  }
`);
