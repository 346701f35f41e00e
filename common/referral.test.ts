import { describe, expect, it } from 'vitest';
import {
  REFERRAL_BONUS_POINTS,
  REFERRAL_COOKIE_NAME,
  REFERRAL_MAX_AGE_MS,
  REFERRAL_MIN_LENGTH,
  REFERRAL_URL_PARAMS,
  isReferralCodeFormatValid,
  isReferralCodeValid,
  parseStoredReferral,
  pickReferralCode,
  readReferralCookie,
  readReferralFromSearch,
  referralCookie,
  serializeStoredReferral,
} from './referral';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);

describe('constants', () => {
  it('are the documented values', () => {
    expect(REFERRAL_MIN_LENGTH).toBe(3);
    expect(REFERRAL_MAX_AGE_MS).toBe(30 * DAY);
    expect(REFERRAL_BONUS_POINTS).toBe(20);
    expect(REFERRAL_COOKIE_NAME).toBe('ref_code');
    expect(REFERRAL_URL_PARAMS).toEqual(['ref', 'referral', 'codigo']);
  });
});

describe('isReferralCodeFormatValid', () => {
  it('needs at least 3 characters after trimming', () => {
    expect(isReferralCodeFormatValid('ABC')).toBe(true);
    expect(isReferralCodeFormatValid('  AB  ')).toBe(false);
    expect(isReferralCodeFormatValid('')).toBe(false);
    expect(isReferralCodeFormatValid(null)).toBe(false);
    expect(isReferralCodeFormatValid(undefined)).toBe(false);
  });
});

describe('isReferralCodeValid', () => {
  it('accepts a fresh code', () => {
    expect(isReferralCodeValid({ code: 'AMIGO10', savedAt: NOW - DAY }, NOW)).toBe(true);
  });

  it('accepts a code without timestamp', () => {
    expect(isReferralCodeValid({ code: 'AMIGO10' }, NOW)).toBe(true);
    expect(isReferralCodeValid({ code: 'AMIGO10', savedAt: null }, NOW)).toBe(true);
  });

  it('accepts exactly 30 days and rejects anything older', () => {
    expect(isReferralCodeValid({ code: 'AMIGO10', savedAt: NOW - 30 * DAY }, NOW)).toBe(true);
    expect(isReferralCodeValid({ code: 'AMIGO10', savedAt: NOW - 30 * DAY - 1 }, NOW)).toBe(false);
    expect(isReferralCodeValid({ code: 'AMIGO10', savedAt: NOW - 45 * DAY }, NOW)).toBe(false);
  });

  it('accepts ISO strings and Dates as timestamps, and Date as now', () => {
    expect(isReferralCodeValid({ code: 'AMIGO10', savedAt: '2026-06-01T00:00:00Z' }, new Date(NOW))).toBe(true);
    expect(isReferralCodeValid({ code: 'AMIGO10', savedAt: new Date('2026-05-01T00:00:00Z') }, NOW)).toBe(false);
  });

  it('treats an unreadable timestamp as invalid', () => {
    expect(isReferralCodeValid({ code: 'AMIGO10', savedAt: 'ontem' }, NOW)).toBe(false);
    expect(isReferralCodeValid({ code: 'AMIGO10', savedAt: Number.NaN }, NOW)).toBe(false);
  });

  it('accepts a timestamp in the future (clock skew)', () => {
    expect(isReferralCodeValid({ code: 'AMIGO10', savedAt: NOW + DAY }, NOW)).toBe(true);
  });

  it('rejects missing, blank and short codes', () => {
    expect(isReferralCodeValid(null, NOW)).toBe(false);
    expect(isReferralCodeValid(undefined, NOW)).toBe(false);
    expect(isReferralCodeValid({ code: '' }, NOW)).toBe(false);
    expect(isReferralCodeValid({ code: 'AB', savedAt: NOW }, NOW)).toBe(false);
    expect(isReferralCodeValid({ code: '  AB ' }, NOW)).toBe(false);
    expect(isReferralCodeValid({ code: null }, NOW)).toBe(false);
  });

  it('defaults now to the current time', () => {
    expect(isReferralCodeValid({ code: 'AMIGO10', savedAt: Date.now() - 1000 })).toBe(true);
    expect(isReferralCodeValid({ code: 'AMIGO10', savedAt: Date.now() - 31 * DAY })).toBe(false);
  });
});

describe('readReferralFromSearch', () => {
  it('reads ref, referral or codigo', () => {
    expect(readReferralFromSearch('?ref=AMIGO10')).toBe('AMIGO10');
    expect(readReferralFromSearch('?referral=XYZ')).toBe('XYZ');
    expect(readReferralFromSearch('codigo=COD123&x=1')).toBe('COD123');
  });

  it('prefers ref, then referral, then codigo', () => {
    expect(readReferralFromSearch('?codigo=C33&referral=B22&ref=A11')).toBe('A11');
    expect(readReferralFromSearch('?codigo=C33&referral=B22')).toBe('B22');
  });

  it('skips blank or too-short values and trims', () => {
    expect(readReferralFromSearch('?ref=&referral=ab&codigo=%20COD%20')).toBe('COD');
    expect(readReferralFromSearch('?ref=ab')).toBeNull();
  });

  it('decodes the value', () => {
    expect(readReferralFromSearch('?ref=JO%C3%83O+10')).toBe('JOÃO 10');
  });

  it('returns null when absent', () => {
    expect(readReferralFromSearch('')).toBeNull();
    expect(readReferralFromSearch('?search=cimento')).toBeNull();
    expect(readReferralFromSearch(null)).toBeNull();
    expect(readReferralFromSearch(undefined)).toBeNull();
  });

  it('accepts URLSearchParams', () => {
    expect(readReferralFromSearch(new URLSearchParams({ referral: 'PARAMS' }))).toBe('PARAMS');
  });
});

describe('pickReferralCode', () => {
  const all = {
    localStorage: { code: 'LOCAL', savedAt: NOW - DAY },
    sessionStorage: { code: 'SESSION', savedAt: NOW - DAY },
    cookie: 'COOKIE',
    search: '?ref=URLREF',
  };

  it('follows the order local storage, session storage, cookie, URL', () => {
    expect(pickReferralCode(all, NOW)).toEqual({ code: 'LOCAL', source: 'localStorage' });
    expect(pickReferralCode({ ...all, localStorage: null }, NOW)).toEqual({ code: 'SESSION', source: 'sessionStorage' });
    expect(pickReferralCode({ ...all, localStorage: null, sessionStorage: undefined }, NOW)).toEqual({
      code: 'COOKIE',
      source: 'cookie',
    });
    expect(pickReferralCode({ search: '?codigo=URLCOD' }, NOW)).toEqual({ code: 'URLCOD', source: 'url' });
  });

  it('skips expired and too-short stored codes', () => {
    expect(
      pickReferralCode(
        {
          localStorage: { code: 'OLD', savedAt: NOW - 31 * DAY },
          sessionStorage: { code: 'AB', savedAt: NOW },
          cookie: '  ',
          search: '?ref=URLREF',
        },
        NOW,
      ),
    ).toEqual({ code: 'URLREF', source: 'url' });
  });

  it('trims the chosen code', () => {
    expect(pickReferralCode({ localStorage: { code: '  LOCAL  ' } }, NOW)).toEqual({ code: 'LOCAL', source: 'localStorage' });
    expect(pickReferralCode({ cookie: ' COOKIE ' }, NOW)).toEqual({ code: 'COOKIE', source: 'cookie' });
  });

  it('returns null when no source has a valid code', () => {
    expect(pickReferralCode({}, NOW)).toBeNull();
    expect(pickReferralCode({ localStorage: { code: 'X' }, cookie: null, search: '?ref=ab' }, NOW)).toBeNull();
  });
});

describe('stored referral (de)serialisation', () => {
  it('round-trips code and timestamp', () => {
    const raw = serializeStoredReferral(' AMIGO10 ', NOW);
    expect(raw).toBe(`{"code":"AMIGO10","savedAt":${NOW}}`);
    expect(parseStoredReferral(raw)).toEqual({ code: 'AMIGO10', savedAt: NOW });
    expect(serializeStoredReferral('X10', new Date(NOW))).toBe(`{"code":"X10","savedAt":${NOW}}`);
  });

  it('reads a legacy timestamp field', () => {
    expect(parseStoredReferral(`{"code":"ABC","timestamp":${NOW}}`)).toEqual({ code: 'ABC', savedAt: NOW });
  });

  it('reads bare strings as codes without timestamp', () => {
    expect(parseStoredReferral('AMIGO10')).toEqual({ code: 'AMIGO10' });
    expect(parseStoredReferral('"AMIGO10"')).toEqual({ code: 'AMIGO10' });
  });

  it('ignores a timestamp of the wrong type', () => {
    expect(parseStoredReferral('{"code":"ABC","savedAt":true}')).toEqual({ code: 'ABC', savedAt: null });
  });

  it('gives null for empty or unusable values', () => {
    expect(parseStoredReferral(null)).toBeNull();
    expect(parseStoredReferral('')).toBeNull();
    expect(parseStoredReferral('  ')).toBeNull();
    expect(parseStoredReferral('{"codigo":"ABC"}')).toBeNull();
    expect(parseStoredReferral('123')).toBeNull();
    expect(parseStoredReferral('null')).toBeNull();
  });
});

describe('referral cookie', () => {
  it('is ref_code, path /, 30 days, SameSite Lax', () => {
    expect(referralCookie('AMIGO10')).toBe('ref_code=AMIGO10; Path=/; Max-Age=2592000; SameSite=Lax');
    expect(referralCookie(' a b;c ')).toBe('ref_code=a%20b%3Bc; Path=/; Max-Age=2592000; SameSite=Lax');
  });

  it('is read back from a cookie header', () => {
    expect(readReferralCookie('a=1; ref_code=AMIGO10; b=2')).toBe('AMIGO10');
    expect(readReferralCookie('ref_code=a%20b%3Bc')).toBe('a b;c');
    expect(readReferralCookie('xref_code=NO; ref_code_old=NO')).toBeNull();
    expect(readReferralCookie('ref_code=%E0%A4%A')).toBe('%E0%A4%A');
    expect(readReferralCookie('')).toBeNull();
    expect(readReferralCookie(null)).toBeNull();
  });
});
