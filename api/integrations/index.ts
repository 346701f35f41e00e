// The integrations domain's public surface: resolving an API key (api/accounts/viewer.ts).
export { isApiKeyToken, resolveApiKey } from './keys.js';
