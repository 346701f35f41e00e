import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EMPTY_REWARD_FORM, RewardForm, checkRewardForm } from './RewardForm';

describe('checkRewardForm', () => {
  it('applies the defaults (category Resgate, delivery 7-10 dias úteis, description = name)', () => {
    const r = checkRewardForm({ ...EMPTY_REWARD_FORM, name: 'Vale R$ 20', points: '500', deliveryTime: '' });
    expect(r).toEqual({ ok: true, value: expect.objectContaining({ name: 'Vale R$ 20', description: 'Vale R$ 20', points: 500, stock: 0, category: 'Resgate', deliveryTime: '7-10 dias úteis', imageUrl: null }) });
  });

  it('returns the API messages per field', () => {
    const r = checkRewardForm({ ...EMPTY_REWARD_FORM, name: ' ', points: '0', stock: '-1', imageUrl: 'javascript:alert(1)' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.name).toBe('Nome é obrigatório');
    expect(r.errors.points).toBe('Pontos devem ser um número inteiro maior que zero');
    expect(r.errors.stock).toBe('Estoque deve ser um número inteiro maior ou igual a zero');
    expect(r.errors.imageUrl).toBe('Imagem inválida');
  });

  it('rejects fractional points', () => {
    const r = checkRewardForm({ ...EMPTY_REWARD_FORM, name: 'X', points: '1.5' });
    expect(r.ok).toBe(false);
  });
});

describe('RewardForm', () => {
  it('shows errors and does not submit an invalid form', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<RewardForm categories={['Resgate']} submitLabel="Criar recompensa" onSubmit={onSubmit} />);
    expect((screen.getByLabelText(/Prazo de entrega/) as HTMLInputElement).value).toBe('7-10 dias úteis');
    fireEvent.click(screen.getByRole('button', { name: 'Criar recompensa' }));
    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Pontos devem ser um número inteiro maior que zero')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the cleaned values', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(<RewardForm categories={['Resgate', 'Produto']} submitLabel="Salvar" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Nome/), { target: { value: 'Caneca' } });
    fireEvent.change(screen.getByLabelText(/Pontos/), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText(/Estoque/), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(/Categoria/), { target: { value: 'Brindes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Caneca', points: 300, stock: 4, category: 'Brindes', deliveryTime: '7-10 dias úteis' }));
  });
});
