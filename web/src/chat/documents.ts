import { graphql } from '../gql';

// Chat's operations. Conversations and messages are normalized by id: a live event brings the
// conversation as it is now (unread count, last message) and Apollo updates every list and badge.

export const ChatMessageFieldsFragment = graphql(`
  fragment ChatMessageFields on ChatMessage {
    id
    body
    senderType
    senderName
    mine
    attachmentType
    attachmentUrl
    attachmentName
    audioDurationSeconds
    readAt
    clientId
    createdAt
  }
`);

export const ConversationFieldsFragment = graphql(`
  fragment ConversationFields on Conversation {
    id
    title
    isSupport
    viewerSide
    unreadCount
    lastMessageAt
    store {
      id
      logoUrl
    }
    lastMessage {
      id
      body
      mine
      createdAt
    }
  }
`);

export const ConversationsDocument = graphql(`
  query Conversations($after: String) {
    conversations(first: 30, after: $after) {
      edges {
        node {
          ...ConversationFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const StoreConversationsDocument = graphql(`
  query StoreConversations($after: String) {
    storeConversations(first: 30, after: $after) {
      edges {
        node {
          ...ConversationFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const SupportConversationsDocument = graphql(`
  query SupportConversations($after: String) {
    supportConversations(first: 30, after: $after) {
      edges {
        node {
          ...ConversationFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ConversationThreadDocument = graphql(`
  query ConversationThread($id: ID!, $after: String) {
    node(id: $id) {
      ... on Conversation {
        ...ConversationFields
        messages(first: 30, after: $after) {
          edges {
            node {
              ...ChatMessageFields
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    }
  }
`);

export const ChatUnreadDocument = graphql(`
  query ChatUnread {
    chatUnread {
      asCustomer
      store
      support
    }
  }
`);

export const StartConversationDocument = graphql(`
  mutation StartConversation($input: StartConversationInput!) {
    startConversation(input: $input) {
      conversation {
        ...ConversationFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const StartSupportConversationDocument = graphql(`
  mutation StartSupportConversation {
    startSupportConversation {
      conversation {
        ...ConversationFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const SendMessageDocument = graphql(`
  mutation SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      message {
        ...ChatMessageFields
      }
      conversation {
        ...ConversationFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const MarkConversationReadDocument = graphql(`
  mutation MarkConversationRead($input: MarkConversationReadInput!) {
    markConversationRead(input: $input) {
      conversation {
        ...ConversationFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const ChatEventsDocument = graphql(`
  subscription ChatEvents {
    chatEvents {
      kind
      conversation {
        ...ConversationFields
      }
      message {
        ...ChatMessageFields
      }
    }
  }
`);
