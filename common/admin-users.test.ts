import { describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES as M, checkAdminChange, checkBlockChange } from './admin-users';

const user = { id: 'u', isAdmin: false, blocked: false };
const admin = { id: 'a2', isAdmin: true, blocked: false };

describe('checkAdminChange', () => {
  it('promotes and demotes with a trimmed reason', () => {
    expect(checkAdminChange('a1', user, true, ' Gerente da operação ', 1)).toEqual({ ok: true, reason: 'Gerente da operação' });
    expect(checkAdminChange('a1', admin, false, 'Saiu da equipe', 2)).toEqual({ ok: true, reason: 'Saiu da equipe' });
  });

  it('needs a reason of up to 500 characters', () => {
    for (const reason of [null, undefined, '', '   ', 'x'.repeat(501)]) {
      expect(checkAdminChange('a1', user, true, reason, 1)).toEqual({ ok: false, field: 'reason', code: 'INVALID', message: M.reasonRequired });
    }
  });

  it('never demotes oneself or the last admin, and refuses changes that change nothing', () => {
    expect(checkAdminChange('a2', admin, false, 'x', 3)).toMatchObject({ ok: false, code: 'FORBIDDEN', message: M.notSelf });
    expect(checkAdminChange('a1', admin, false, 'x', 1)).toMatchObject({ ok: false, code: 'FORBIDDEN', message: M.lastAdmin });
    expect(checkAdminChange('a1', admin, true, 'x', 2)).toMatchObject({ ok: false, code: 'INVALID_TRANSITION', message: M.alreadyAdmin });
    expect(checkAdminChange('a1', user, false, 'x', 2)).toMatchObject({ ok: false, code: 'INVALID_TRANSITION', message: M.notAdmin });
    expect(checkAdminChange('a1', { ...user, blocked: true }, true, 'x', 2)).toMatchObject({ ok: false, message: M.promoteBlocked });
  });
});

describe('checkBlockChange', () => {
  it('blocks and unblocks with a reason', () => {
    expect(checkBlockChange('a1', user, true, 'Fraude no cupom')).toEqual({ ok: true, reason: 'Fraude no cupom' });
    expect(checkBlockChange('a1', { ...user, blocked: true }, false, 'Conversamos')).toEqual({ ok: true, reason: 'Conversamos' });
    expect(checkBlockChange('a1', user, true, ' ')).toMatchObject({ ok: false, field: 'reason', message: M.reasonRequired });
  });

  it('never blocks oneself or an admin, nor twice', () => {
    expect(checkBlockChange('u', user, true, 'x')).toMatchObject({ ok: false, code: 'FORBIDDEN', message: M.blockSelf });
    expect(checkBlockChange('a1', admin, true, 'x')).toMatchObject({ ok: false, code: 'FORBIDDEN', message: M.blockAdmin });
    expect(checkBlockChange('a1', { ...user, blocked: true }, true, 'x')).toMatchObject({ ok: false, message: M.alreadyBlocked });
    expect(checkBlockChange('a1', user, false, 'x')).toMatchObject({ ok: false, message: M.notBlocked });
  });
});
