import { describe, expect, it, vi } from 'vitest';
import { afterSend } from './static-files';

describe('after a file is sent', () => {
  it('passes real errors on, but not a browser that went away mid-file', () => {
    const next = vi.fn();
    afterSend(next)(undefined);
    afterSend(next)(Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }));
    expect(next).not.toHaveBeenCalled();
    const failure = Object.assign(new Error('EACCES'), { code: 'EACCES' });
    afterSend(next)(failure);
    expect(next).toHaveBeenCalledWith(failure);
  });
});
