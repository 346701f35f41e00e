// The settings domain's public surface for other modules (the realtime topic of settings changes).
export type { SiteSettingsShape } from './site-settings.js';
