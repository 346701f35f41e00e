import { createEvent, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FormField } from './FormField';
import { MoneyInput } from './MoneyInput';

/** A form with one money field; shows the form's value so the test reads what would be sent. */
function Form({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label="Preço normal" error={null}>
        <MoneyInput name="price" value={value} onValueChange={setValue} />
      </FormField>
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Preço normal') as HTMLInputElement;
const formValue = () => JSON.parse(screen.getByTestId('value').textContent ?? '""') as string;

/** Each key as the browser applies it to the shown text: a digit at the end, ⌫ removing the last character. */
function type(keys: string) {
  for (const key of keys) {
    const text = field().value;
    fireEvent.change(field(), { target: { value: key === '⌫' ? text.slice(0, -1) : text + key } });
  }
}

function paste(text: string) {
  const event = createEvent.paste(field(), { clipboardData: { getData: () => text } });
  fireEvent(field(), event);
  return event.defaultPrevented;
}

describe('MoneyInput', () => {
  it('shows cents first as it is typed: 8990 is R$ 89,90, and the form holds 89.90', () => {
    renderWithProviders(<Form />);
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toHaveAttribute('placeholder', 'R$ 0,00');
    const shown: string[] = [];
    for (const key of '8990') {
      type(key);
      shown.push(field().value);
    }
    expect(shown).toEqual(['R$ 0,08', 'R$ 0,89', 'R$ 8,99', 'R$ 89,90']);
    expect(formValue()).toBe('89.90');
  });

  it('drops the last digit on backspace, down to an empty field', () => {
    renderWithProviders(<Form initial="89.90" />);
    expect(field().value).toBe('R$ 89,90');
    type('⌫');
    expect(field().value).toBe('R$ 8,99');
    expect(formValue()).toBe('8.99');
    type('⌫⌫⌫');
    expect(field().value).toBe('');
    expect(formValue()).toBe('');
  });

  it('replaces the amount with a pasted 89,90, 89.90 or R$ 89,90', () => {
    renderWithProviders(<Form initial="5.00" />);
    for (const text of ['89,90', '89.90', 'R$ 89,90']) {
      fireEvent.change(field(), { target: { value: '' } });
      expect(paste(text)).toBe(true);
      expect(field().value).toBe('R$ 89,90');
      expect(formValue()).toBe('89.90');
    }
    // Not an amount: the browser types it in, and only its digits count.
    expect(paste('abc')).toBe(false);
    expect(formValue()).toBe('89.90');
  });
});
