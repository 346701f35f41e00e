import { describe, expect, it } from 'vitest';
import { counterPath, memberCodeFrom, memberQrText } from './memberCode';

describe('member code', () => {
  it('reads the code from the QR link, a typed code, or nothing', () => {
    const link = memberQrText('PAULO2026', 'https://clube.local');
    expect(link).toBe('https://clube.local/scan?membro=PAULO2026');
    expect(memberCodeFrom(link)).toBe('PAULO2026');
    expect(memberCodeFrom('  paulo 2026 ')).toBe('PAULO2026');
    expect(memberCodeFrom('https://clube.local/scan')).toBeNull();
    expect(memberCodeFrom('https://[bad')).toBeNull();
    expect(memberCodeFrom('12345678')).toBeNull(); // digits alone are a CPF being typed
    expect(memberCodeFrom('AB')).toBeNull();
    expect(memberCodeFrom('<script>')).toBeNull();
  });

  it('opens the counter screen for that customer', () => {
    expect(counterPath('ABC123')).toBe('/vendor/adjust-points?cliente=ABC123');
  });
});
