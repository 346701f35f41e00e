import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../test/render';

describe('LandingPage', () => {
  it('renders the hero, sections and calls to action', async () => {
    renderAppAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tudo do seu bairro em um clique' }),
    ).toBeInTheDocument();
    for (const name of ['Apoie o comércio local', 'Entrega rápida', 'Pontos em toda compra']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    for (const name of [
      'Cadastre-se em menos de 2 minutos',
      'Explore lojas locais',
      'Compre e acumule',
      'Troque por recompensas',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: new RegExp(name) })).toBeInTheDocument();
    }
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Materiais de construção' })).toHaveAttribute(
      'href',
      '/explore?categoria=materiais-construcao',
    );
    expect(screen.getByRole('link', { name: /Ver produtos/ })).toHaveAttribute('href', '/explore');
    expect(screen.getAllByRole('link', { name: 'Entrar' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Criar conta' })[0]).toHaveAttribute('href', '/signup');
    expect(screen.getAllByRole('link', { name: /Explorar minha região/ })[0]).toHaveAttribute(
      'href',
      '/explore',
    );
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Compra protegida');
  });

  it('searches on Enter with at least 2 characters', async () => {
    const { router } = renderAppAt('/');
    const input = await screen.findByRole('combobox', { name: 'Buscar produtos e lojas' });

    fireEvent.change(input, { target: { value: ' a ' } });
    fireEvent.submit(input.closest('form')!);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText(/pelo menos 2 caracteres/)).toBeInTheDocument();

    fireEvent.change(input, { target: { value: ' cimento cp2 ' } });
    fireEvent.submit(input.closest('form')!);
    await screen.findByRole('heading', { level: 1, name: 'Explorar' });
    expect(router.state.location.pathname).toBe('/explore');
    expect(router.state.location.search).toBe('?search=cimento%20cp2');
  });
});
