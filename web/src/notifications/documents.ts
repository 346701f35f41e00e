import { graphql } from '../gql';

// The bell: the unread count, the list, marking read and the live stream of new notifications.

export const NotificationFieldsFragment = graphql(`
  fragment NotificationFields on Notification {
    id
    kind
    title
    body
    link
    readAt
    createdAt
  }
`);

export const UnreadNotificationsDocument = graphql(`
  query UnreadNotifications {
    unreadNotifications
  }
`);

export const NotificationsDocument = graphql(`
  query Notifications($after: String) {
    notifications(first: 20, after: $after) {
      edges {
        node {
          ...NotificationFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const MarkNotificationsReadDocument = graphql(`
  mutation MarkNotificationsRead($input: MarkNotificationsReadInput) {
    markNotificationsRead(input: $input) {
      count
      unreadNotifications
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const NotificationAddedDocument = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationFields
    }
  }
`);
