import { describe, expect, it } from 'vitest';
import { checkSegmentForm, compareSegments, moveSegment, ptBrCollator, SEGMENT_MESSAGES as M } from './segments';

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

describe('segment order and pt-BR names', () => {
  it('sorts names the pt-BR way: Açougues before Aluguel de Equipamentos, accents and case aside', () => {
    expect(['Aluguel de Equipamentos', 'Açougues', 'Zeladoria', 'água e gás', 'Elétrica'].sort(ptBrCollator.compare)).toEqual(['Açougues', 'água e gás', 'Aluguel de Equipamentos', 'Elétrica', 'Zeladoria']);
    const rows = [
      { position: 0, name: 'Aluguel de Equipamentos' },
      { position: 0, name: 'Açougues' },
      { position: -1 + 1, name: 'Bazar' },
      { position: 1, name: 'Abacaxi' },
    ];
    expect([...rows].sort(compareSegments).map((r) => r.name)).toEqual(['Açougues', 'Aluguel de Equipamentos', 'Bazar', 'Abacaxi']);
  });

  it('moves a segment a step, giving every segment a distinct order', () => {
    const all = [
      { id: 'a', position: 0, name: 'Açougues' },
      { id: 'b', position: 0, name: 'Aluguel de Equipamentos' },
      { id: 'c', position: 0, name: 'Bazar' },
    ];
    expect(moveSegment(all, 'c', 'UP')).toEqual([
      { id: 'a', position: 1 },
      { id: 'c', position: 2 },
      { id: 'b', position: 3 },
    ]);
    expect(moveSegment(all, 'a', 'DOWN')).toEqual([
      { id: 'b', position: 1 },
      { id: 'a', position: 2 },
      { id: 'c', position: 3 },
    ]);
    const numbered = [
      { id: 'a', position: 1, name: 'Açougues' },
      { id: 'b', position: 2, name: 'Aluguel de Equipamentos' },
    ];
    expect(moveSegment(numbered, 'a', 'UP')).toEqual([]);
    expect(moveSegment(numbered, 'b', 'DOWN')).toEqual([]);
    expect(moveSegment(numbered, 'zz', 'UP')).toBeNull();
  });
});
