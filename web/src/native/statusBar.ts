// The native app's status bar by route (docs/decisions.md, "App instalável"): the longest matching
// path prefix wins, '/' is the fallback. On iOS the bar overlays the web view and only the text
// style is set; on Android the background colour too. Applied on every path change when the app
// runs inside the native shell (capacitor.config.json); a no-op in the browser.

export type StatusBarStyle = 'dark' | 'light';
export interface StatusBarRule {
  color: string;
  style: StatusBarStyle;
}

/** The theme colour (the header's), also the fallback when it cannot be read. */
export const THEME_COLOR = '#0B5CD7';

const BLUE: StatusBarRule = { color: THEME_COLOR, style: 'dark' };
export const STATUS_BAR_RULES: Record<string, StatusBarRule> = {
  '/marketplace': BLUE,
  '/marketplace/products': BLUE,
  '/profile': BLUE,
  '/explore': BLUE,
  '/rewards': { color: '#000000', style: 'dark' },
  '/home': { color: '#FFFFFF', style: 'light' },
  '/': { color: '#FFFFFF', style: 'light' },
  '/vendor': { color: '#15803D', style: 'dark' },
  '/admin': { color: '#C53030', style: 'dark' },
};

/** Whether `path` is `prefix` or below it ('/vendor' covers '/vendor/orders', not '/vendors'). */
function underPrefix(path: string, prefix: string): boolean {
  return prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
}

/** The rule of the longest prefix of `path` (its pathname: no query or hash). */
export function statusBarFor(path: string): StatusBarRule {
  const pathname = path.split(/[?#]/)[0] || '/';
  const prefix = Object.keys(STATUS_BAR_RULES)
    .filter((p) => underPrefix(pathname, p))
    .sort((a, b) => b.length - a.length)[0];
  return STATUS_BAR_RULES[prefix ?? '/'];
}

/** Relative luminance (0 black … 1 white) of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The text style for a bar of this colour: light text on a dark colour (luminance below 0.5). */
export function styleForColor(hex: string): StatusBarStyle {
  return /^#[0-9a-f]{6}$/i.test(hex) && luminance(hex) < 0.5 ? 'light' : 'dark';
}

/** What the native status bar plugin receives on each platform. */
export function statusBarCalls(platform: 'ios' | 'android' | 'web', rule: StatusBarRule): { style: StatusBarStyle; backgroundColor?: string } | null {
  if (platform === 'web') return null;
  return platform === 'android' ? { style: rule.style, backgroundColor: rule.color } : { style: rule.style };
}

interface NativeStatusBar {
  setStyle(options: { style: 'DARK' | 'LIGHT' }): Promise<void>;
  setBackgroundColor(options: { color: string }): Promise<void>;
}
interface CapacitorGlobal {
  getPlatform(): 'ios' | 'android' | 'web';
  Plugins?: { StatusBar?: NativeStatusBar };
}

/**
 * Applies the route's rule through Capacitor's StatusBar plugin when the shell provides it.
 * Capacitor names styles after the background they suit (DARK = light text), the opposite of the
 * table's text-style words.
 */
export function applyStatusBar(path: string): void {
  const capacitor = (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
  const plugin = capacitor?.Plugins?.StatusBar;
  if (!capacitor || !plugin) return;
  const calls = statusBarCalls(capacitor.getPlatform(), statusBarFor(path));
  if (!calls) return;
  void plugin.setStyle({ style: calls.style === 'light' ? 'DARK' : 'LIGHT' }).catch(() => undefined);
  if (calls.backgroundColor) void plugin.setBackgroundColor({ color: calls.backgroundColor }).catch(() => undefined);
}
