import { describe, expect, it } from 'vitest';
import { statusBarCalls, statusBarFor, styleForColor, THEME_COLOR } from './statusBar';

describe('status bar by route', () => {
  it('follows every prefix of the table, longest first, with / as the fallback', () => {
    const blue = { color: THEME_COLOR, style: 'dark' };
    const cases: [string, { color: string; style: string }][] = [
      ['/marketplace', blue],
      ['/marketplace/products', blue],
      ['/marketplace/products/123', blue],
      ['/marketplace/order-confirmation/9', blue],
      ['/profile', blue],
      ['/profile/addresses/new', blue],
      ['/explore', blue],
      ['/explore?search=cimento', blue],
      ['/rewards', { color: '#000000', style: 'dark' }],
      ['/rewards/detail/7', { color: '#000000', style: 'dark' }],
      ['/home', { color: '#FFFFFF', style: 'light' }],
      ['/', { color: '#FFFFFF', style: 'light' }],
      ['/vendor', { color: '#15803D', style: 'dark' }],
      ['/vendor/orders/3', { color: '#15803D', style: 'dark' }],
      ['/admin', { color: '#C53030', style: 'dark' }],
      ['/admin/users#top', { color: '#C53030', style: 'dark' }],
      // Not under any prefix: the fallback.
      ['/cart', { color: '#FFFFFF', style: 'light' }],
      ['/vendor-dashboard', { color: '#FFFFFF', style: 'light' }],
      ['/explorer', { color: '#FFFFFF', style: 'light' }],
      ['', { color: '#FFFFFF', style: 'light' }],
    ];
    for (const [path, rule] of cases) expect(statusBarFor(path), path).toEqual(rule);
  });

  it('iOS sets only the style; Android the colour too; the browser nothing', () => {
    const rule = statusBarFor('/vendor');
    expect(statusBarCalls('ios', rule)).toEqual({ style: 'dark' });
    expect(statusBarCalls('android', rule)).toEqual({ style: 'dark', backgroundColor: '#15803D' });
    expect(statusBarCalls('web', rule)).toBeNull();
  });

  it('light text on dark colours (luminance below 0.5)', () => {
    expect(styleForColor(THEME_COLOR)).toBe('light');
    expect(styleForColor('#000000')).toBe('light');
    expect(styleForColor('#FFFFFF')).toBe('dark');
    expect(styleForColor('#FFD54F')).toBe('dark');
    expect(styleForColor('azul')).toBe('dark');
  });
});
