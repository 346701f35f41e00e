// The admin area in GraphQL: partner stores, user accounts, the logs and the banners.
import './stores.js';
import './users.js';
import './logs.js';
import './banners.js';
