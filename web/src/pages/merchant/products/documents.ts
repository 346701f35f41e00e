import { graphql } from '../../../gql';

export const VendorProductRowFragment = graphql(`
  fragment VendorProductRow on Product {
    id
    databaseId
    name
    slug
    price
    promoPrice
    unitPrice
    stock
    stockLevel
    status
    statusReason
    unit
    thumbnailUrls
    pendingRevision {
      id
      changedFields
    }
    lastRejection {
      id
      reason
    }
  }
`);

export const VendorProductsDocument = graphql(`
  query VendorProducts($first: Int, $after: String, $search: String, $status: VendorProductStatus, $stock: StockLevel) {
    vendorProducts(first: $first, after: $after, search: $search, status: $status, stock: $stock) {
      totalCount
      edges {
        node {
          ...VendorProductRow
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const VendorProductDocument = graphql(`
  query VendorProduct($id: ID!) {
    node(id: $id) {
      ... on Product {
        ...VendorProductRow
        description
        promoActive
        promoStartsAt
        promoEndsAt
        pointsConsumer
        pointsProfessional
        category
        quantityControl
        conversionValue
        images
        segment {
          id
          name
        }
        pendingRevision {
          id
          isNewProduct
          proposed {
            name
            price
            promoPrice
            images
          }
        }
      }
    }
  }
`);

export const ProductSegmentsDocument = graphql(`
  query ProductSegments {
    segments {
      id
      name
      isFallback
    }
  }
`);

export const SaveProductDocument = graphql(`
  mutation SaveProduct($input: SaveProductInput!) {
    saveProduct(input: $input) {
      product {
        ...VendorProductRow
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const SetProductActiveDocument = graphql(`
  mutation SetProductActive($input: SetProductActiveInput!) {
    setProductActive(input: $input) {
      product {
        id
        status
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UploadProductImageDocument = graphql(`
  mutation UploadProductImage($dataUrl: String!) {
    uploadProductImage(input: { dataUrl: $dataUrl }) {
      url
      thumbnailUrl
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const VendorProductsCsvDocument = graphql(`
  query VendorProductsCsv {
    vendorProductsCsv
  }
`);

export const ImportProductsCsvDocument = graphql(`
  mutation ImportProductsCsv($input: ImportProductsCsvInput!) {
    importProductsCsv(input: $input) {
      applied
      message
      rows {
        line
        code
        productId
        productName
        price {
          before
          after
        }
        priceNeedsApproval
        stock {
          before
          after
        }
        error
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
