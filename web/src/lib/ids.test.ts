import { describe, expect, it } from 'vitest';
import { databaseIdOf, globalIdOf } from './ids';

const uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('ids', () => {
  it('turns a route UUID into the global ID of its type and back', () => {
    const id = globalIdOf('Order', uuid);
    expect(atob(id)).toBe(`Order:${uuid}`);
    expect(databaseIdOf(id)).toBe(uuid);
  });

  it('keeps a global ID and passes anything else through', () => {
    const id = btoa(`Reward:${uuid}`);
    expect(globalIdOf('Reward', id)).toBe(id);
    expect(databaseIdOf('nada')).toBe('nada');
  });
});
