import { graphql } from '../../../gql';

export const VendorDashboardDocument = graphql(`
  query VendorDashboard {
    vendorStore {
      id
      status
      statusReason
    }
    vendorDashboard {
      today {
        total
        orders
      }
      week {
        total
        orders
      }
      dailySales {
        day
        total
        orders
      }
      ordersByStatus {
        status
        count
      }
      pointsIssued
      topProducts {
        name
        quantity
        revenue
      }
      lowStock {
        id
        databaseId
        name
        stock
        unit
      }
    }
  }
`);
