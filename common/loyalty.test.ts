import { describe, expect, it } from 'vitest';
import {
  allowedRedemptionActions,
  countsAsGained,
  DEFAULT_DELIVERY_TIME,
  DEFAULT_REWARD_CATEGORIES,
  DEFAULT_REWARD_IMAGE,
  maskCpfPrivate,
  maskEmailPrivate,
  monthWindow,
  pointsForPurchase,
  REDEMPTION_STATUS_COLORS,
  REDEMPTION_STATUS_LABELS,
  redemptionTransition,
  rewardCategoriesOrDefault,
  rewardStatusAction,
  rewardStatusLabel,
  shortName,
  tierWindowStart,
  validateRewardFields,
} from './loyalty';
import { isAcceptedImageValue } from './validation';

describe('monthly points window (UTC−3)', () => {
  it('an entry at 2026-12-01T02:59Z still belongs to November', () => {
    const november = monthWindow('2026-11-15T12:00:00Z');
    expect(november.start.toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(november.end.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(november.monthName).toBe('novembro');
    const entry = new Date('2026-12-01T02:59:00Z');
    expect(entry >= november.start && entry < november.end).toBe(true);
    expect(monthWindow(entry).monthName).toBe('novembro');
    expect(monthWindow('2026-12-01T03:00:00Z').monthName).toBe('dezembro');
  });

  it('rolls over the year', () => {
    const w = monthWindow('2027-01-01T02:00:00Z');
    expect(w.monthName).toBe('dezembro');
    expect(w.start.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(w.end.toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });
});

describe('tier window', () => {
  it('starts at the same instant 12 months earlier', () => {
    expect(tierWindowStart('2026-11-22T10:00:00Z').toISOString()).toBe('2025-11-22T10:00:00.000Z');
  });
  it('29 February goes back to 28 February', () => {
    expect(tierWindowStart('2028-02-29T10:00:00Z').toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });
  it('counts positive entries except refunds', () => {
    expect(countsAsGained({ points: 10, kind: 'EARNED' })).toBe(true);
    expect(countsAsGained({ points: 10, kind: 'ADMIN_ADJUSTMENT' })).toBe(true);
    expect(countsAsGained({ points: 10, kind: 'REFUNDED' })).toBe(false);
    expect(countsAsGained({ points: -10, kind: 'REDEEMED' })).toBe(false);
  });
});

describe('points per in-store purchase', () => {
  it.each([
    ['1.00', 1],
    ['1.99', 1],
    ['99.99', 99],
    ['100', 100],
    ['10000.00', 10000],
  ])('R$ %s → %i points', (amount, points) => {
    expect(pointsForPurchase(amount)).toMatchObject({ ok: true, points });
  });

  it('normalises the amount', () => {
    expect(pointsForPurchase('12.5')).toEqual({ ok: true, amount: '12.50', points: 12 });
  });

  it.each([
    ['0', 'O valor da compra deve ser maior que zero'],
    ['-5', 'O valor da compra deve ser maior que zero'],
    ['10000.01', 'O valor da compra não pode passar de R$ 10.000,00'],
    ['0.99', 'Compras abaixo de R$ 1,00 não geram pontos'],
    ['abc', 'Informe o valor da compra'],
  ])('refuses %s', (amount, message) => {
    expect(pointsForPurchase(amount)).toEqual({ ok: false, message });
  });
});

describe('redemption transitions', () => {
  it('pendente → aprovado | recusado; aprovado → entregue', () => {
    expect(redemptionTransition('PENDING', 'approve')).toEqual({ ok: true, to: 'APPROVED' });
    expect(redemptionTransition('PENDING', 'refuse')).toEqual({ ok: true, to: 'REFUSED' });
    expect(redemptionTransition('APPROVED', 'deliver')).toEqual({ ok: true, to: 'DELIVERED' });
  });

  it.each([
    ['PENDING', 'deliver', 'Só resgates aprovados podem ser marcados como entregues'],
    ['APPROVED', 'approve', 'Só resgates pendentes podem ser aprovados'],
    ['APPROVED', 'refuse', 'Só resgates pendentes podem ser recusados'],
    ['REFUSED', 'approve', 'Só resgates pendentes podem ser aprovados'],
    ['REFUSED', 'refuse', 'Só resgates pendentes podem ser recusados'],
    ['DELIVERED', 'deliver', 'Só resgates aprovados podem ser marcados como entregues'],
    ['DELIVERED', 'refuse', 'Só resgates pendentes podem ser recusados'],
  ] as const)('%s cannot %s', (from, action, message) => {
    expect(redemptionTransition(from, action)).toEqual({ ok: false, message });
  });

  it('lists the actions per status, labels and badge colours', () => {
    expect(allowedRedemptionActions('PENDING')).toEqual(['approve', 'refuse']);
    expect(allowedRedemptionActions('APPROVED')).toEqual(['deliver']);
    expect(allowedRedemptionActions('REFUSED')).toEqual([]);
    expect(allowedRedemptionActions('DELIVERED')).toEqual([]);
    expect(REDEMPTION_STATUS_LABELS).toEqual({ PENDING: 'pendente', APPROVED: 'aprovado', REFUSED: 'recusado', DELIVERED: 'entregue' });
    expect(REDEMPTION_STATUS_COLORS).toEqual({ PENDING: 'yellow', APPROVED: 'green', REFUSED: 'red', DELIVERED: 'blue' });
  });
});

describe('privacy masks', () => {
  it('masks CPF and e-mail and shortens names', () => {
    expect(maskCpfPrivate('529.982.247-25')).toBe('***.982.247-**');
    expect(maskCpfPrivate('123')).toBeNull();
    expect(maskEmailPrivate('maria.silva@exemplo.com.br')).toBe('m***@exemplo.com.br');
    expect(maskEmailPrivate('x')).toBeNull();
    expect(shortName('Maria da Silva')).toBe('Maria S.');
    expect(shortName('Maria')).toBe('Maria');
    expect(shortName('  ')).toBe('Cliente');
  });
});

describe('reward fields', () => {
  it('applies the defaults on create', () => {
    expect(validateRewardFields({ name: '  Vale R$ 20 ', points: 500 }, 'create')).toEqual({
      ok: true,
      value: { name: 'Vale R$ 20', description: 'Vale R$ 20', points: 500, stock: 0, imageUrl: null, category: 'Resgate', deliveryTime: DEFAULT_DELIVERY_TIME },
    });
  });

  it('reports every invalid field', () => {
    const result = validateRewardFields({ name: ' ', points: 1.5, stock: -1, imageUrl: 'ftp://x' }, 'create');
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: 'Nome é obrigatório' },
        { field: 'points', message: 'Pontos devem ser um número inteiro maior que zero' },
        { field: 'stock', message: 'Estoque deve ser um número inteiro maior ou igual a zero' },
        { field: 'imageUrl', message: 'Imagem inválida' },
      ],
    });
    expect(validateRewardFields({ name: 'x', points: 0 }, 'create')).toMatchObject({ ok: false, errors: [{ field: 'points' }] });
  });

  it('on update only touches the fields sent; empty values go back to the defaults', () => {
    expect(validateRewardFields({ points: 10 }, 'update')).toEqual({ ok: true, value: { points: 10 } });
    expect(validateRewardFields({ category: '', deliveryTime: ' ', imageUrl: '' }, 'update')).toEqual({
      ok: true,
      value: { category: 'Resgate', deliveryTime: DEFAULT_DELIVERY_TIME, imageUrl: null },
    });
    expect(validateRewardFields({ imageUrl: DEFAULT_REWARD_IMAGE }, 'update')).toEqual({ ok: true, value: { imageUrl: null } });
  });

  it('strips scripts from text', () => {
    expect(validateRewardFields({ name: 'Caneca<script>alert(1)</script>', points: 5 }, 'create')).toMatchObject({ ok: true, value: { name: 'Caneca' } });
  });

  it('the default image is an accepted image value', () => {
    expect(isAcceptedImageValue(DEFAULT_REWARD_IMAGE)).toBe(true);
  });
});

describe('reward categories', () => {
  it('distinct, trimmed, sorted; defaults when none', () => {
    expect(rewardCategoriesOrDefault(['Produto', ' Vale Presente', 'Produto', null, ''])).toEqual(['Produto', 'Vale Presente']);
    expect(rewardCategoriesOrDefault([])).toEqual([...DEFAULT_REWARD_CATEGORIES]);
    expect(DEFAULT_REWARD_CATEGORIES).toEqual(['Resgate', 'Vale Presente', 'Produto', 'Serviço', 'Outro']);
  });
});

describe('pointsText', () => {
  it('writes points with the pt-BR thousands separator and the singular for one', async () => {
    const { pointsText } = await import('./loyalty');
    expect(pointsText(1831)).toBe('1.831 pontos');
    expect(pointsText(1)).toBe('1 ponto');
    expect(pointsText(-1)).toBe('-1 ponto');
    expect(pointsText(0)).toBe('0 pontos');
    expect(pointsText(1234567)).toBe('1.234.567 pontos');
  });
});

describe('reward status on /admin/rewards', () => {
  it('reads capitalized, and the one control activates or deactivates', () => {
    expect([rewardStatusLabel('ACTIVE'), rewardStatusLabel('INACTIVE'), rewardStatusLabel('PENDING')]).toEqual(['Ativo', 'Inativo', 'Pendente']);
    expect(rewardStatusAction('ACTIVE')).toEqual({ to: 'INACTIVE', label: 'Desativar' });
    expect(rewardStatusAction('INACTIVE')).toEqual({ to: 'ACTIVE', label: 'Ativar' });
    expect(rewardStatusAction('PENDING')).toEqual({ to: 'ACTIVE', label: 'Ativar' });
  });
});
