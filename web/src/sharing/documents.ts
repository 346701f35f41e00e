import { graphql } from '../gql';

// Shared carts' operations. Every one selects the same SharedCartFields, so a mutation's payload
// or a live event updates the share (status, items, totals) wherever it is shown through Apollo's
// normalized cache: /compartilhados, the two lists and the checkout notice (checkoutPreview.sharedCart).

// The lists' and the live events' view of a share: what a card shows (totals, no lines), light
// enough for a page of 20 within the API's cost limit and loaded in a fixed number of statements.
export const SharedCartCardFieldsFragment = graphql(`
  fragment SharedCartCardFields on CartShare {
    id
    status
    expiresAt
    hoursLeft
    expiringSoon
    createdAt
    fromName
    toName
    toEmail
    link
    orderPlaced
    sentByViewer
    receivedByViewer
    canAccept
    canEdit
    canRevoke
    canResend
    addressedToOther
    summary {
      subtotal
      totalAtAdd
      totalItems
      totalPoints
      sharerPoints
    }
  }
`);

export const SharedCartFieldsFragment = graphql(`
  fragment SharedCartFields on CartShare {
    ...SharedCartCardFields
    items {
      ...CartItemFields
    }
    issues {
      ...CartIssueFields
    }
    order {
      id
      databaseId
      number
      statusLabel
    }
  }
`);

export const SharedCartDocument = graphql(`
  query SharedCart($token: String!) {
    sharedCart(token: $token) {
      ...SharedCartFields
    }
  }
`);

export const CartSharesSentDocument = graphql(`
  query CartSharesSent($after: String) {
    cartSharesSent(first: 20, after: $after) {
      edges {
        node {
          ...SharedCartCardFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CartSharesReceivedDocument = graphql(`
  query CartSharesReceived($after: String) {
    cartSharesReceived(first: 20, after: $after) {
      edges {
        node {
          ...SharedCartCardFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ShareCartDocument = graphql(`
  mutation ShareCart($input: ShareCartInput!) {
    shareCart(input: $input) {
      share {
        ...SharedCartFields
      }
      cart {
        ...CartFields
      }
      link
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const AcceptSharedCartDocument = graphql(`
  mutation AcceptSharedCart($input: AcceptSharedCartInput!) {
    acceptSharedCart(input: $input) {
      share {
        ...SharedCartFields
      }
      cart {
        ...CartFields
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateSharedCartItemDocument = graphql(`
  mutation UpdateSharedCartItem($input: UpdateSharedCartItemInput!) {
    updateSharedCartItem(input: $input) {
      share {
        ...SharedCartFields
      }
      cart {
        ...CartFields
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const RemoveSharedCartItemDocument = graphql(`
  mutation RemoveSharedCartItem($input: RemoveSharedCartItemInput!) {
    removeSharedCartItem(input: $input) {
      share {
        ...SharedCartFields
      }
      cart {
        ...CartFields
      }
      removedItemId
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const FinalizeSharedCartDocument = graphql(`
  mutation FinalizeSharedCart($input: SharedCartRefInput!) {
    finalizeSharedCart(input: $input) {
      share {
        ...SharedCartFields
      }
      issues {
        ...CartIssueFields
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const RevokeSharedCartDocument = graphql(`
  mutation RevokeSharedCart($input: SharedCartRefInput!) {
    revokeSharedCart(input: $input) {
      share {
        ...SharedCartCardFields
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const ResendSharedCartDocument = graphql(`
  mutation ResendSharedCart($input: ResendSharedCartInput!) {
    resendSharedCart(input: $input) {
      share {
        ...SharedCartCardFields
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const CartShareEventsDocument = graphql(`
  subscription CartShareEvents {
    cartShareEvents {
      kind
      share {
        ...SharedCartCardFields
      }
    }
  }
`);
