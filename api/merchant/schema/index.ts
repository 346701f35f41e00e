// The vendor area in GraphQL: delivery settings and zones, products with the approval queue.
import './delivery.js';
import './products.js';
import './customers.js';
import './dashboard.js';
import './store-profile.js';
import './product-restrictions.js';
import './product-csv.js';
export { DailySales, SalesFigure } from './dashboard.js';
export { ProductRevision } from './products.js';
