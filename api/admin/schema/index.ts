// The admin area in GraphQL: partner stores, user accounts and the logs.
import './stores.js';
import './users.js';
import './logs.js';
