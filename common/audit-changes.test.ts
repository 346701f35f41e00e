import { describe, expect, it } from 'vitest';
import { auditChanges, auditFieldLabel, formatAuditValue } from './audit-changes';

const texts = (before: unknown, after: unknown, target?: string) => auditChanges(before, after, target).map((c) => c.text);

describe('audit changes (/admin/logs antes → depois)', () => {
  it('shows a price change as pt-BR money, from the JSON text the API answers', () => {
    expect(texts('{"price":"89.90"}', '{"price":"92.50"}', 'Product')).toEqual(['Preço: R$ 89,90 → R$ 92,50']);
  });

  it('lists only the fields that changed against a whole-row before, never ids or timestamps', () => {
    const before = { id: 'p1', storeId: 's1', slug: 'arroz', name: 'Arroz', price: '1234.5', stock: 10, promoActive: false, createdAt: '2026-11-01T12:00:00.000Z', updatedAt: '2026-11-02T12:00:00.000Z' };
    const after = { name: 'Arroz 5 kg', price: '1234.5', stock: 1200, promoActive: true };
    expect(texts(before, after, 'Product')).toEqual(['Nome: Arroz → Arroz 5 kg', 'Promoção ativa: Não → Sim', 'Estoque: 10 → 1.200']);
  });

  it('formats dates at UTC−3, booleans Sim/Não and empty values as a dash', () => {
    expect(texts({ promoEndsAt: null, blocked: false }, { promoEndsAt: '2026-12-24T02:59:00.000Z', blocked: true })).toEqual(['Fim da promoção: — → 23/12/2026 23:59', 'Bloqueado: Não → Sim']);
  });

  it('shows statuses in pt-BR by what changed, roles and other enums too', () => {
    expect(texts({ status: 'PENDING', statusReason: null }, { status: 'APPROVED', statusReason: null }, 'Store')).toEqual(['Status: Em análise → Aprovada']);
    expect(texts({ status: 'PENDING' }, { status: 'APPROVED' }, 'Product')).toEqual(['Status: Pendente → Aprovado']);
    expect(texts({ status: 'APPROVED' }, { status: 'INACTIVE' }, 'Product')).toEqual(['Status: Aprovado → Inativo']);
    expect(texts({ isAdmin: false, role: 'CONSUMER' }, { isAdmin: true, role: 'ADMIN' }, 'User')).toEqual(['Administrador: Não → Sim', 'Papel: Consumidor → Admin']);
    expect(formatAuditValue('kind', 'POSTAL_PREFIX')).toBe('Faixa de CEP');
    expect(formatAuditValue('estimatedMinutes', 45)).toBe('45 min');
  });

  it('a created or deleted thing lists its fields without arrows', () => {
    expect(texts(null, { active: true, name: 'Centro', kind: 'CITY', fee: '7', minOrder: null }, 'DeliveryZone')).toEqual(['Nome: Centro', 'Tipo: Cidade', 'Taxa de entrega: R$ 7,00', 'Ativo: Sim']);
    // In a fixed order whatever order the JSON has (jsonb sorts keys its own way).
    expect(texts({ stock: 1, promoActive: false, price: '1' }, { stock: 2, promoActive: true, price: '2' })).toEqual(['Preço: R$ 1,00 → R$ 2,00', 'Promoção ativa: Não → Sim', 'Estoque: 1 → 2']);
    expect(texts({ terms: ['refri', 'refrigerante'] }, null)).toEqual(['Termos: refri, refrigerante']);
    const deleted = auditChanges({ id: 'z', name: 'Centro' }, null);
    expect(deleted).toEqual([{ field: 'name', label: 'Nome', before: 'Centro', after: null, value: 'Centro', text: 'Nome: Centro' }]);
  });

  it('addresses, opening hours and images read as text, not JSON or URLs', () => {
    const address = { street: 'Rua A', number: '10', district: 'Centro', city: 'Angelândia', state: 'MG', postalCode: '39688000' };
    expect(formatAuditValue('address', address)).toBe('Rua A, 10, Centro, Angelândia - MG, 39688-000');
    expect(formatAuditValue('openingHours', [{ weekday: 1, opens: '08:00', closes: '18:00' }])).toBe('Segunda 08:00–18:00');
    expect(texts({ images: ['/u/a.webp'] }, { images: ['/u/b.webp', '/u/c.webp'] })).toEqual(['Imagens: 1 imagem → 2 imagens']);
    expect(texts({ logoUrl: '/u/a.webp' }, { logoUrl: '/u/b.webp' })).toEqual(['Logo: mudou (imagem enviada)']);
  });

  it('keeps unknown fields by name, with a readable value; nothing for nothing', () => {
    expect(auditFieldLabel('legacyField')).toBe('legacyField');
    expect(texts({ legacyField: 1.5 }, { legacyField: 2 })).toEqual(['legacyField: 1,5 → 2']);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges('not json', undefined)).toEqual([]);
  });
});
