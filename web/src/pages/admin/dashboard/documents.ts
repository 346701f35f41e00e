import { graphql } from '../../../gql';

export const AdminDashboardDocument = graphql(`
  query AdminDashboard {
    adminDashboard {
      today {
        total
        orders
      }
      week {
        total
        orders
      }
      month {
        total
        orders
      }
      dailySales {
        day
        total
        orders
      }
      newUsers {
        role
        count
      }
      pendingApprovals {
        stores
        products
      }
      openRedemptions
      pointsLiability
    }
  }
`);

export const PendingApprovalsChangedDocument = graphql(`
  subscription PendingApprovalsChanged {
    pendingApprovalsChanged {
      stores
      products
    }
  }
`);
