import { graphql } from '../../../gql';

export const AuditLogsDocument = graphql(`
  query AuditLogs($first: Int, $after: String, $kind: AuditKind, $search: String, $from: DateTime, $to: DateTime) {
    auditLogs(first: $first, after: $after, kind: $kind, search: $search, from: $from, to: $to) {
      totalCount
      edges {
        node {
          id
          createdAt
          eventType
          label
          security
          targetType
          targetId
          before
          after
          reason
          ip
          actor {
            name
            email
          }
          user {
            name
            email
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const NotFoundLogsDocument = graphql(`
  query NotFoundLogs($first: Int, $after: String, $search: String, $from: DateTime, $to: DateTime) {
    notFoundLogs(first: $first, after: $after, search: $search, from: $from, to: $to) {
      totalCount
      edges {
        node {
          id
          createdAt
          path
          referrer
          userAgent
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AuditLogsCsvDocument = graphql(`
  query AuditLogsCsv($kind: AuditKind, $search: String, $from: DateTime, $to: DateTime) {
    auditLogsCsv(kind: $kind, search: $search, from: $from, to: $to)
  }
`);

export const NotFoundLogsCsvDocument = graphql(`
  query NotFoundLogsCsv($search: String, $from: DateTime, $to: DateTime) {
    notFoundLogsCsv(search: $search, from: $from, to: $to)
  }
`);
