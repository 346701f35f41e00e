import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RedeemButton, RedemptionStatusBadge, TierCard, redeemBlockReason } from './components';
import { pointsKindLabel } from './rules';

describe('TierCard', () => {
  const cases: [number, string, string, string][] = [
    [0, 'BRONZE', 'Nível Bronze', 'Faltam 2.000 pontos para o nível Prata'],
    [1999, 'BRONZE', 'Nível Bronze', 'Faltam 1 ponto para o nível Prata'],
    [2000, 'PRATA', 'Nível Prata', 'Faltam 3.000 pontos para o nível Ouro'],
    [4999, 'PRATA', 'Nível Prata', 'Faltam 1 ponto para o nível Ouro'],
    [5000, 'OURO', 'Nível Ouro', 'Você está no nível mais alto do clube'],
  ];
  it.each(cases)('%i pontos → %s', (points, key, name, next) => {
    renderWithProviders(<TierCard tierPoints={points} balance={points} monthlyPoints={120} monthName="novembro" />);
    expect(screen.getByTestId('tier-card').dataset.tier).toBe(key);
    expect(screen.getByTestId('tier-name').textContent).toContain(name);
    expect(screen.getByTestId('tier-next').textContent).toBe(next);
    expect(screen.getByTestId('monthly-points').textContent).toBe('Pontos em novembro: 120 pontos');
  });

  it('shows the progress within the tier and the tier colour', () => {
    renderWithProviders(<TierCard tierPoints={3500} balance={10} monthlyPoints={0} monthName="janeiro" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('tier-name').getAttribute('style')).toContain('rgb(192, 192, 192)');
    expect(screen.getByTestId('points-balance').textContent).toBe('10 pontos');
  });

  it('fills the bar on the top tier', () => {
    renderWithProviders(<TierCard tierPoints={9000} balance={9000} monthlyPoints={0} monthName="janeiro" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('RedemptionStatusBadge', () => {
  it.each([
    ['PENDING', 'Pendente', 'yellow'],
    ['APPROVED', 'Aprovado', 'green'],
    ['REFUSED', 'Recusado', 'red'],
    ['DELIVERED', 'Entregue', 'blue'],
  ] as const)('%s → %s (%s)', (status, label, color) => {
    renderWithProviders(<RedemptionStatusBadge status={status} />);
    const badge = screen.getByTestId('redemption-status');
    expect(badge.textContent).toBe(label);
    expect(badge.dataset.color).toBe(color);
  });
});

describe('RedeemButton', () => {
  it('is enabled with enough points and stock', () => {
    const onClick = vi.fn();
    renderWithProviders(<RedeemButton balance={500} points={500} stock={1} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Resgatar' });
    expect(button).toBeEnabled();
    button.click();
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('redeem-block-reason')).toBeNull();
  });

  it('is disabled with the reason when points are insufficient', () => {
    renderWithProviders(<RedeemButton balance={499} points={500} stock={3} onClick={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Resgatar' })).toBeDisabled();
    expect(screen.getByTestId('redeem-block-reason').textContent).toBe('Pontos insuficientes para este resgate (faltam 1 ponto)');
  });

  it('is disabled when out of stock or inactive', () => {
    expect(redeemBlockReason({ balance: 1000, points: 10, stock: 0, active: true })).toBe('Recompensa esgotada');
    expect(redeemBlockReason({ balance: 1000, points: 10, stock: 5, active: false })).toBe('Recompensa indisponível');
    renderWithProviders(<RedeemButton balance={1000} points={10} stock={0} onClick={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Resgatar' })).toBeDisabled();
    expect(screen.getByText('Recompensa esgotada')).toBeInTheDocument();
  });
});

describe('ledger rules', () => {
  it('labels kinds in pt-BR', () => {
    expect(pointsKindLabel('EARNED')).toBe('Compra');
    expect(pointsKindLabel('REFERRAL')).toBe('Bônus de indicação');
  });
});
