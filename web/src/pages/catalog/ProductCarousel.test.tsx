import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ProductCarousel } from './ProductCarousel';

const items = Array.from({ length: 8 }, (_, i) => `Produto ${i + 1}`);

function drawn() {
  return screen.queryAllByTestId('card').map((card) => card.textContent);
}

describe('ProductCarousel', () => {
  it('draws the cards on screen and the next view only, then each card before the carousel gets to it', () => {
    renderWithProviders(<ProductCarousel items={items} getKey={(item) => item} label="Também te interessa" perView={2} autoplayMs={60_000} renderItem={(item) => <p data-testid="card">{item}</p>} />);
    // Every slide is there (the count and the positions stay right); only the first two views have a card.
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(8);
    expect(drawn()).toEqual(['Produto 1', 'Produto 2', 'Produto 3', 'Produto 4']);

    fireEvent.click(screen.getByRole('button', { name: 'Próximos' }));
    expect(drawn()).toEqual(['Produto 1', 'Produto 2', 'Produto 3', 'Produto 4', 'Produto 5']);

    // Back twice: past the start, the carousel loops to the last cards, so every card is drawn, and stays.
    fireEvent.click(screen.getByRole('button', { name: 'Anteriores' }));
    expect(drawn()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Anteriores' }));
    expect(drawn()).toEqual(items);
    fireEvent.click(screen.getByRole('button', { name: 'Próximos' }));
    expect(drawn()).toEqual(items);
  });
});
