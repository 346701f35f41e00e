// The admin area in GraphQL: partner stores (more admin screens join here).
import './stores.js';
