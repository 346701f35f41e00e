import { graphql } from '../gql';

// The catalogue's GraphQL operations. Every list of products selects the same
// ProductCardFields, so a card, the carousel and the suggestions share the normalized cache.

export const ProductCardFieldsFragment = graphql(`
  fragment ProductCardFields on Product {
    id
    databaseId
    name
    path
    unit
    price
    unitPrice
    images
    points
    addToCartQuantity
    rating {
      average
      count
    }
    promotion {
      state
      active
      endsAt
      discountPercent
    }
    store {
      id
      databaseId
      name
    }
  }
`);

export const ProductConnectionFieldsFragment = graphql(`
  fragment ProductConnectionFields on ProductConnection {
    edges {
      cursor
      node {
        ...ProductCardFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

export const ExploreProductsDocument = graphql(`
  query ExploreProducts($first: Int!, $after: String, $filter: ProductFilter, $sort: ProductSort) {
    products(first: $first, after: $after, filter: $filter, sort: $sort) {
      totalCount
      ...ProductConnectionFields
    }
  }
`);

export const SegmentsDocument = graphql(`
  query Segments {
    segments {
      id
      name
      slug
      imageUrl
      isFallback
    }
  }
`);

export const StoreOptionsDocument = graphql(`
  query StoreOptions {
    stores(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          city
        }
      }
    }
  }
`);

export const SearchSuggestionsDocument = graphql(`
  query SearchSuggestions($term: String!) {
    searchSuggestions(term: $term) {
      ...ProductCardFields
    }
  }
`);

export const RecordProductViewDocument = graphql(`
  mutation RecordProductView($input: RecordProductViewInput!) {
    recordProductView(input: $input) {
      viewedAt
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const HomeRecommendationsDocument = graphql(`
  query HomeRecommendations {
    homeRecommendations {
      ...ProductCardFields
    }
  }
`);

export const RecentlyViewedDocument = graphql(`
  query RecentlyViewed($first: Int!) {
    recentlyViewed(first: $first) {
      edges {
        node {
          viewedAt
          product {
            ...ProductCardFields
          }
        }
      }
    }
  }
`);

export const BannersDocument = graphql(`
  query Banners {
    banners {
      id
      title
      subtitle
      ctaText
      ctaLink
      desktopImageUrl
      mobileImageUrl
      backgroundGradient
      position
    }
    bannerSettings {
      autoplayEnabled
      transitionMs
      showIndicators
      showNavigation
    }
  }
`);

/** What the product page shows about the viewer's own review (and whether the form appears). */
export const ViewerReviewFieldsFragment = graphql(`
  fragment ViewerReviewFields on Product {
    viewerCanReview
    viewerReview {
      id
      rating
      comment
      createdAt
    }
  }
`);

export const ProductDetailFieldsFragment = graphql(`
  fragment ProductDetailFields on Product {
    ...ProductCardFields
    ...ViewerReviewFields
    description
    stock
    quantityControl
    conversionValue
    isFavorite
    segment {
      id
      name
      slug
    }
    store {
      id
      databaseId
      name
      city
      logoUrl
    }
    reviews(first: $reviewsFirst, after: $reviewsAfter) {
      totalCount
      edges {
        node {
          id
          authorName
          rating
          comment
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ProductBySlugDocument = graphql(`
  query ProductBySlug($storeSlug: String!, $productSlug: String!, $reviewsFirst: Int!, $reviewsAfter: String) {
    productBySlug(storeSlug: $storeSlug, productSlug: $productSlug) {
      ...ProductDetailFields
    }
  }
`);

// The payload's product carries the new average/count and the viewer's state, so the normalized
// cache updates the page at once; the reviews list is refetched by the form.
export const CreateReviewDocument = graphql(`
  mutation CreateReview($input: CreateReviewInput!) {
    createReview(input: $input) {
      review {
        id
      }
      product {
        id
        rating {
          average
          count
        }
        ...ViewerReviewFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const ResolveProductPathDocument = graphql(`
  query ResolveProductPath($path: String!) {
    resolveProductPath(path: $path) {
      redirectTo
      product {
        id
        path
      }
    }
  }
`);

export const StorePageDocument = graphql(`
  query StorePage($id: ID!, $first: Int!, $after: String) {
    store(id: $id) {
      id
      databaseId
      name
      city
      description
      logoUrl
      phone
      whatsapp
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
      products(first: $first, after: $after) {
        totalCount
        ...ProductConnectionFields
      }
    }
  }
`);

export const SiteSettingsDocument = graphql(`
  query SiteSettings {
    siteSettings {
      siteName
      logoUrl
      logoVariantUrl
      faviconUrl
      updatedAt
    }
  }
`);

export const SiteSettingsChangedDocument = graphql(`
  subscription SiteSettingsChanged {
    siteSettingsChanged {
      siteName
      logoUrl
      logoVariantUrl
      faviconUrl
      updatedAt
    }
  }
`);

export const SearchCorrectionDocument = graphql(`
  query SearchCorrection($term: String!) {
    searchCorrection(term: $term)
  }
`);
