import { graphql } from '../../../gql';

export const AdminSearchDocument = graphql(`
  query AdminSearch {
    searchSynonyms {
      id
      terms
      updatedAt
    }
    searchMisses(first: 20) {
      term
      count
      lastAt
    }
  }
`);

export const SaveSearchSynonymDocument = graphql(`
  mutation SaveSearchSynonym($id: ID, $terms: [String!]!) {
    saveSearchSynonym(id: $id, terms: $terms) {
      synonym {
        id
        terms
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteSearchSynonymDocument = graphql(`
  mutation DeleteSearchSynonym($id: ID!) {
    deleteSearchSynonym(id: $id) {
      deletedSynonymId
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
