import { afterEach, describe, expect, it } from 'vitest';
import { takeSignInNotice } from './signInNotice';

describe('takeSignInNotice', () => {
  afterEach(() => {
    document.cookie = 'clube_notice=; Max-Age=0; Path=/';
    document.cookie = 'outro=; Max-Age=0; Path=/';
  });

  it("is true once for the server's note, and the note is gone", () => {
    document.cookie = 'outro=1; Path=/';
    document.cookie = 'clube_notice=signed-in; Path=/';
    expect(takeSignInNotice()).toBe(true);
    expect(takeSignInNotice()).toBe(false);
    expect(document.cookie).toBe('outro=1');
  });

  it('is false without the note or with another value', () => {
    expect(takeSignInNotice()).toBe(false);
    document.cookie = 'clube_notice=outra-coisa; Path=/';
    expect(takeSignInNotice()).toBe(false);
  });
});
