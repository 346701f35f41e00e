import { describe, expect, it } from 'vitest';
import { checkSegmentForm, SEGMENT_MESSAGES as M } from './segments';

describe('checkSegmentForm', () => {
  it('cleans the name and keeps the panel’s images', () => {
    const image = '/uploads/segments/3f1c2b9e-0000-4000-8000-000000000001.webp';
    expect(checkSegmentForm({ name: '  Casa   e Jardim ', imageUrl: image, position: 3, active: true })).toEqual({
      ok: true,
      value: { name: 'Casa e Jardim', imageUrl: image, position: 3, active: true },
    });
    expect(checkSegmentForm({ name: 'Elétrica', imageUrl: '', position: 0, active: false })).toMatchObject({ ok: true, value: { imageUrl: null } });
  });

  it('names every bad field', () => {
    expect(checkSegmentForm({ name: 'X', imageUrl: 'https://elsewhere/x.png', position: 1000, active: true })).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: M.nameRequired },
        { field: 'imageUrl', message: M.imageInvalid },
        { field: 'position', message: M.positionInvalid },
      ],
    });
  });
});
