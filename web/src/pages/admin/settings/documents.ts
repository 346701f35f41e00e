import { graphql } from '../../../gql';

export const UpdateSiteSettingsDocument = graphql(`
  mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      siteSettings {
        siteName
        logoUrl
        logoVariantUrl
        faviconUrl
        updatedAt
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
