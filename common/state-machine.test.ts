import { describe, expect, it } from 'vitest';
import { stateMachine } from './state-machine';
import { SUB_ORDER_STATUS } from './order-status';
import { REDEMPTION_STATUS } from './loyalty';
import { SHARE_STATUS } from './shared-cart';
import { PRODUCT_APPROVAL, STORE_APPROVAL } from './approvals';
import { PRODUCT_STATUS } from './product-form';

type Light = 'RED' | 'GREEN' | 'YELLOW' | 'OFF';

const light = stateMachine<Light, 'go' | 'stop' | 'repair', { driver: string } | undefined>({
  transitions: { RED: ['GREEN', 'OFF'], GREEN: ['YELLOW', 'OFF'], YELLOW: ['RED', 'OFF'], OFF: ['RED'] },
  actions: { go: { to: 'GREEN' }, stop: { to: 'RED', from: ['YELLOW'] }, repair: { to: 'RED', from: ['OFF'] } },
  refusal: (from, to) => (from === 'OFF' ? { message: 'Desligado', code: 'CONFLICT', field: 'light' } : `De ${from} não vai para ${to}`),
  actionRefusal: (action, from) => `Não dá para ${action} em ${from}`,
  guard: (_from, to, data) => (to === 'GREEN' && data?.driver === 'ninguém' ? { message: 'Sem motorista', code: 'INVALID', field: 'driver' } : null),
});

describe('stateMachine', () => {
  it('lists the states and the next states in table order', () => {
    expect(light.states).toEqual(['RED', 'GREEN', 'YELLOW', 'OFF']);
    expect(light.next('RED')).toEqual(['GREEN', 'OFF']);
    expect(light.next('OFF')).toEqual(['RED']);
  });

  it('can only what the table lists', () => {
    expect(light.can('RED', 'GREEN')).toBe(true);
    expect(light.can('RED', 'YELLOW')).toBe(false);
    expect(light.can('RED', 'RED')).toBe(false);
  });

  it('checks a move: the target, or the refusal as text (INVALID_TRANSITION) or with its code and field', () => {
    expect(light.check('RED', 'GREEN')).toEqual({ ok: true, to: 'GREEN' });
    expect(light.check('RED', 'YELLOW')).toEqual({ ok: false, refusal: { message: 'De RED não vai para YELLOW', code: 'INVALID_TRANSITION', field: null } });
    expect(light.check('OFF', 'GREEN')).toEqual({ ok: false, refusal: { message: 'Desligado', code: 'CONFLICT', field: 'light' } });
  });

  it('runs the guard only on moves the table allows', () => {
    expect(light.check('RED', 'GREEN', { driver: 'ninguém' })).toEqual({ ok: false, refusal: { message: 'Sem motorista', code: 'INVALID', field: 'driver' } });
    expect(light.check('RED', 'GREEN', { driver: 'Ana' })).toEqual({ ok: true, to: 'GREEN' });
    expect(light.check('YELLOW', 'GREEN', { driver: 'ninguém' }).ok).toBe(false);
    expect(light.check('YELLOW', 'GREEN', { driver: 'ninguém' })).toMatchObject({ refusal: { message: 'De YELLOW não vai para GREEN' } });
  });

  it('names moves with actions: two actions may share a target, each from its own states', () => {
    expect(light.target('stop')).toBe('RED');
    expect(light.act('YELLOW', 'stop')).toEqual({ ok: true, to: 'RED' });
    expect(light.act('OFF', 'repair')).toEqual({ ok: true, to: 'RED' });
    // OFF → RED is in the table, but 'stop' is not an action of OFF.
    expect(light.act('OFF', 'stop')).toEqual({ ok: false, refusal: { message: 'Não dá para stop em OFF', code: 'INVALID_TRANSITION', field: null } });
    expect(light.act('RED', 'go', { driver: 'ninguém' })).toMatchObject({ ok: false, refusal: { message: 'Sem motorista' } });
    expect(light.actionsFrom('RED')).toEqual(['go']);
    expect(light.actionsFrom('OFF')).toEqual(['repair']);
    expect(light.allows('YELLOW', 'stop')).toBe(true);
    expect(light.allows('GREEN', 'stop')).toBe(false);
  });

  it('without actionRefusal an action is refused with the refusal of its move', () => {
    const door = stateMachine<'OPEN' | 'CLOSED', 'close'>({
      transitions: { OPEN: ['CLOSED'], CLOSED: [] },
      actions: { close: { to: 'CLOSED' } },
      refusal: (from) => `Já está ${from === 'CLOSED' ? 'fechada' : 'aberta'}`,
    });
    expect(door.act('CLOSED', 'close')).toMatchObject({ ok: false, refusal: { message: 'Já está fechada' } });
  });
});

// Every flow of the club is one table: no state is missing, every target is a state, the final ones are final.
describe.each([
  ['sub-orders', SUB_ORDER_STATUS, ['DELIVERED', 'CANCELLED']],
  ['redemptions', REDEMPTION_STATUS, ['REFUSED', 'DELIVERED']],
  ['shares', SHARE_STATUS, ['FINALIZED', 'EXPIRED', 'REVOKED']],
  ['stores', STORE_APPROVAL.machine, []],
  ['products', PRODUCT_STATUS, []],
  ['product approvals', PRODUCT_APPROVAL.machine, ['APPROVED', 'REJECTED', 'SUPERSEDED']],
] as const)('the %s table', (_name, machine, finals) => {
  it('only targets its own states, and its final states go nowhere', () => {
    const states = machine.states as readonly string[];
    for (const from of machine.states as readonly never[]) for (const to of machine.next(from)) expect(states).toContain(to);
    for (const state of finals) expect(machine.next(state as never)).toEqual([]);
  });
});

describe('PRODUCT_STATUS', () => {
  it('switches only an approved product on and off (again is no error); a waiting or refused one is refused', () => {
    expect(PRODUCT_STATUS.act('APPROVED', 'deactivate')).toEqual({ ok: true, to: 'INACTIVE' });
    expect(PRODUCT_STATUS.act('INACTIVE', 'activate')).toEqual({ ok: true, to: 'APPROVED' });
    expect(PRODUCT_STATUS.act('APPROVED', 'activate')).toEqual({ ok: true, to: 'APPROVED' });
    for (const status of ['PENDING', 'LEGACY_PENDING', 'REJECTED'] as const) {
      expect(PRODUCT_STATUS.act(status, 'activate')).toEqual({ ok: false, refusal: { message: 'Só produtos aprovados podem ser ativados ou desativados', code: 'INVALID', field: 'active' } });
      expect(PRODUCT_STATUS.allows(status, 'deactivate')).toBe(false);
    }
  });
});
