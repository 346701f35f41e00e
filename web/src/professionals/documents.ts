import { graphql } from '../gql';

// The professional's space: the public card (lists, /profissionais/:id, /services), the owner's
// numbers, and the two choices. Mutations return the viewer, so the session and the header follow.

export const ProfessionalCardFieldsFragment = graphql(`
  fragment ProfessionalCardFields on ProfessionalCard {
    id
    name
    avatarUrl
    trades
    towns
    bio
    whatsapp
    path
  }
`);

export const ProfessionalsDocument = graphql(`
  query Professionals($trade: String, $town: String, $after: String) {
    professionals(trade: $trade, town: $town, first: 20, after: $after) {
      edges {
        node {
          ...ProfessionalCardFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    professionalTowns
  }
`);

export const ProfessionalCardDocument = graphql(`
  query ProfessionalCard($id: ID!) {
    node(id: $id) {
      id
      ... on ProfessionalCard {
        ...ProfessionalCardFields
      }
    }
  }
`);

export const MyProfessionalCardDocument = graphql(`
  query MyProfessionalCard {
    viewer {
      id
      role
      phone
      professionalCard {
        ...ProfessionalCardFields
      }
    }
  }
`);

export const ProfessionalSpaceDocument = graphql(`
  query ProfessionalSpace {
    viewer {
      id
      role
      canShareCarts
      professionalCard {
        ...ProfessionalCardFields
      }
      professionalSpace {
        pointsThisMonth
        pointsTotal
        clients
        sharesByStatus {
          status
          count
        }
      }
    }
  }
`);

export const ChooseProfileTypeDocument = graphql(`
  mutation ChooseProfileType($input: ChooseProfileTypeInput!) {
    chooseProfileType(input: $input) {
      viewer {
        ...ViewerFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const SaveProfessionalCardDocument = graphql(`
  mutation SaveProfessionalCard($input: SaveProfessionalCardInput!) {
    saveProfessionalCard(input: $input) {
      viewer {
        ...ViewerFields
        professionalCard {
          ...ProfessionalCardFields
        }
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
