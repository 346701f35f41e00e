// The admin area in GraphQL: the dashboard, partner stores, user accounts, the logs, banners, segments and search.
import './stores.js';
import './users.js';
import './logs.js';
import './banners.js';
import './segments.js';
import './dashboard.js';
import './search.js';
