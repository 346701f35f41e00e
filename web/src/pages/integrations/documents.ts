import { graphql } from '../../gql';

export const ApiKeysDocument = graphql(`
  query ApiKeys {
    apiKeys {
      id
      name
      scope
      tokenPrefix
      storeName
      createdByName
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

export const ApiKeyStoresDocument = graphql(`
  query ApiKeyStores {
    adminStores(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`);

export const CreateApiKeyDocument = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      token
      apiKey {
        id
        name
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const RevokeApiKeyDocument = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      apiKey {
        id
        revokedAt
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
