// The admin area in GraphQL: partner stores and user accounts.
import './stores.js';
import './users.js';
