import { graphql } from '../../../gql';

export const AdminSegmentFragment = graphql(`
  fragment AdminSegment on Segment {
    id
    name
    slug
    imageUrl
    active
    position
    productCount
  }
`);

export const AdminSegmentsDocument = graphql(`
  query AdminSegments {
    adminSegments {
      ...AdminSegment
    }
  }
`);

export const SaveSegmentDocument = graphql(`
  mutation SaveSegment($input: SaveSegmentInput!) {
    saveSegment(input: $input) {
      segment {
        ...AdminSegment
      }
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteSegmentDocument = graphql(`
  mutation DeleteSegment($id: ID!) {
    deleteSegment(id: $id) {
      deletedSegmentId
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const MoveSegmentDocument = graphql(`
  mutation MoveSegment($input: MoveSegmentInput!) {
    moveSegment(input: $input) {
      message
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
