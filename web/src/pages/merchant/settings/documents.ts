import { graphql } from '../../../gql';

export const StoreProfileFieldsFragment = graphql(`
  fragment StoreProfileFields on Store {
    id
    databaseId
    name
    description
    phone
    whatsapp
    logoUrl
    city
    address {
      postalCode
      street
      number
      complement
      district
      city
      state
    }
    openingHours {
      weekday
      opens
      closes
    }
  }
`);

export const VendorStoreProfileDocument = graphql(`
  query VendorStoreProfile {
    vendorStore {
      ...StoreProfileFields
    }
  }
`);

export const UpdateStoreProfileDocument = graphql(`
  mutation UpdateStoreProfile($input: UpdateStoreProfileInput!) {
    updateStoreProfile(input: $input) {
      store {
        ...StoreProfileFields
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateStoreLogoDocument = graphql(`
  mutation UpdateStoreLogo($dataUrl: String!) {
    updateStoreLogo(input: { dataUrl: $dataUrl }) {
      store {
        id
        logoUrl
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
