import { describe, expect, it } from 'vitest';
import { datedFileName } from './download';

describe('datedFileName', () => {
  it('names a download by the day in Brazil', () => {
    expect(datedFileName('produtos', new Date('2026-11-25T02:00:00Z'))).toBe('produtos-2026-11-24.csv');
    expect(datedFileName('logs-auditoria', new Date('2026-11-25T12:00:00Z'))).toBe('logs-auditoria-2026-11-25.csv');
  });
});
