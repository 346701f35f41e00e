// The admin area in GraphQL: partner stores, user accounts, the logs, banners and segments.
import './stores.js';
import './users.js';
import './logs.js';
import './banners.js';
import './segments.js';
