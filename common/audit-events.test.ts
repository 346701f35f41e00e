import { describe, expect, it } from 'vitest';
import { auditEventLabel, auditEventsOf, isSecurityEvent } from './audit-events';

describe('audit events', () => {
  it('labels events in pt-BR and keeps unknown ones as recorded', () => {
    expect(auditEventLabel('admin.user_promoted')).toBe('Usuário promovido a administrador');
    expect(auditEventLabel('auth.sign_in_failed')).toBe('Login recusado (senha ou usuário errado)');
    expect(auditEventLabel('legacy.thing')).toBe('legacy.thing');
  });

  it('security covers failed sign-ins, lockouts, promotions and blocks, not ordinary sign-ins', () => {
    for (const type of ['auth.sign_in_failed', 'auth.sign_in_throttled', 'auth.sign_in_blocked', 'admin.user_promoted', 'admin.user_blocked']) expect(isSecurityEvent(type)).toBe(true);
    for (const type of ['auth.sign_in', 'admin.coupon_created', 'vendor.product_created']) expect(isSecurityEvent(type)).toBe(false);
    expect(auditEventsOf('SECURITY').in).toContain('admin.user_demoted');
  });

  it('groups by prefix', () => {
    expect(auditEventsOf('ADMIN')).toEqual({ startsWith: ['admin.'] });
    expect(auditEventsOf('STORE')).toEqual({ startsWith: ['vendor.', 'store.'] });
    expect(auditEventsOf('ACCOUNT')).toEqual({ startsWith: ['auth.', 'profile.', 'loyalty.'] });
  });
});
