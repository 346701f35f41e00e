import { graphql } from '../../../gql';

export const DeliveryZoneFieldsFragment = graphql(`
  fragment DeliveryZoneFields on DeliveryZone {
    id
    name
    kind
    city
    state
    postalPrefix
    fee
    minOrder
    estimatedMinutes
    estimatedText
    active
  }
`);

export const VendorDeliveryDocument = graphql(`
  query VendorDelivery {
    vendorStore {
      id
      name
      deliveryFee
      freeDeliveryThreshold
      deliveryZones {
        ...DeliveryZoneFields
      }
    }
  }
`);

export const SaveDeliveryZoneDocument = graphql(`
  mutation SaveDeliveryZone($input: SaveDeliveryZoneInput!) {
    saveDeliveryZone(input: $input) {
      zone {
        ...DeliveryZoneFields
      }
      store {
        id
        deliveryZones {
          ...DeliveryZoneFields
        }
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteDeliveryZoneDocument = graphql(`
  mutation DeleteDeliveryZone($id: ID!) {
    deleteDeliveryZone(input: { id: $id }) {
      deletedZoneId
      store {
        id
        deliveryZones {
          ...DeliveryZoneFields
        }
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateStoreDeliveryDocument = graphql(`
  mutation UpdateStoreDelivery($input: UpdateStoreDeliveryInput!) {
    updateStoreDelivery(input: $input) {
      store {
        id
        deliveryFee
        freeDeliveryThreshold
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
