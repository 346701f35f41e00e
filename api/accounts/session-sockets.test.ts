import { describe, expect, it } from 'vitest';
import { isRevokedBy } from './session-sockets.js';

const socket = { userId: 'u1', sessionId: 's1' };

describe('isRevokedBy', () => {
  it('one session: only that session of that user', () => {
    expect(isRevokedBy({ userId: 'u1', sessionId: 's1' }, socket)).toBe(true);
    expect(isRevokedBy({ userId: 'u1', sessionId: 's2' }, socket)).toBe(false);
    expect(isRevokedBy({ userId: 'u2', sessionId: 's1' }, socket)).toBe(false);
  });

  it("all of the user's sessions, but the one kept", () => {
    expect(isRevokedBy({ userId: 'u1' }, socket)).toBe(true);
    expect(isRevokedBy({ userId: 'u1', exceptSessionId: 's2' }, socket)).toBe(true);
    expect(isRevokedBy({ userId: 'u1', exceptSessionId: 's1' }, socket)).toBe(false);
    expect(isRevokedBy({ userId: 'u2' }, socket)).toBe(false);
  });
});
