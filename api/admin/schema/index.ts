// The admin area in GraphQL: the dashboard, partner stores, the approval queues, user accounts, the logs, banners, segments and search.
import './stores.js';
import './approvals.js';
import './users.js';
import './logs.js';
import './banners.js';
import './segments.js';
import './dashboard.js';
import './search.js';
