// The admin area in GraphQL: the dashboard, partner stores, user accounts, the logs, banners and segments.
import './stores.js';
import './users.js';
import './logs.js';
import './banners.js';
import './segments.js';
import './dashboard.js';
