import { describe, expect, it } from 'vitest';
import { databaseIdOf, globalIdOf } from './ids';

const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('ids', () => {
  it('turns a route UUID into the global ID of its type and back', () => {
    const id = globalIdOf('Order', uuid);
    expect(atob(id)).toBe(`Order:${uuid}`);
    expect(databaseIdOf(id)).toBe(uuid);
  });

  it('keeps a global ID of the same type', () => {
    const id = btoa(`Reward:${uuid}`);
    expect(globalIdOf('Reward', id)).toBe(id);
    expect(databaseIdOf('nada')).toBe('nada');
  });

  it('points a mistyped link, or an ID of another type, at no row (the page then shows "não encontrado")', () => {
    const nowhere = btoa('Store:00000000-0000-0000-0000-000000000000');
    expect(globalIdOf('Store', 'deposito-angelandia-materiais')).toBe(nowhere);
    expect(globalIdOf('Store', uuid.slice(0, 20))).toBe(nowhere);
    expect(globalIdOf('Store', btoa(`Product:${uuid}`))).toBe(nowhere);
    expect(globalIdOf('Store', btoa('Store:nada'))).toBe(nowhere);
    expect(globalIdOf('Store', '')).toBe(nowhere);
  });
});
