import { graphql } from '../../../gql';

export const AdminBannerFragment = graphql(`
  fragment AdminBanner on Banner {
    id
    title
    subtitle
    ctaText
    ctaLink
    desktopImageUrl
    mobileImageUrl
    position
    active
    startsAt
    endsAt
    state
  }
`);

export const AdminBannersDocument = graphql(`
  query AdminBanners {
    adminBanners {
      ...AdminBanner
    }
  }
`);

export const SaveBannerDocument = graphql(`
  mutation SaveBanner($input: SaveBannerInput!) {
    saveBanner(input: $input) {
      banner {
        ...AdminBanner
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteBannerDocument = graphql(`
  mutation DeleteBanner($id: ID!) {
    deleteBanner(id: $id) {
      deletedBannerId
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
