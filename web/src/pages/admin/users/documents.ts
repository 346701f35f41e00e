import { graphql } from '../../../gql';

export const AdminUserRowFragment = graphql(`
  fragment AdminUserRow on User {
    id
    name
    email
    phone
    cpf
    role
    isAdmin
    blocked
    blockedReason
    createdAt
    pointsBalance
    orderCount
    addressCount
    activeSessionCount
    storeCount
  }
`);

export const AdminUsersDocument = graphql(`
  query AdminUsers($first: Int, $after: String, $search: String, $role: Role, $admins: Boolean, $blocked: Boolean) {
    adminUsers(first: $first, after: $after, search: $search, role: $role, admins: $admins, blocked: $blocked) {
      totalCount
      edges {
        node {
          ...AdminUserRow
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const SetUserAdminDocument = graphql(`
  mutation SetUserAdmin($input: SetUserAdminInput!) {
    setUserAdmin(input: $input) {
      user {
        ...AdminUserRow
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const SetUserBlockedDocument = graphql(`
  mutation SetUserBlocked($input: SetUserBlockedInput!) {
    setUserBlocked(input: $input) {
      user {
        ...AdminUserRow
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
