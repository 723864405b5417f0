import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';
import { Select } from './Select';

function City() {
  const [value, setValue] = useState<string | null>('Prishtinë');
  return <Select label="Qyteti" data={['Prishtinë', 'Prizren', 'Pejë']} value={value} onChange={setValue} />;
}

const renderCity = () =>
  render(
    <AppProviders>
      <City />
    </AppProviders>,
  );

/** Waits until the input announces an open list and names the list that is on the page. */
async function openList(input: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('role')).toBe('listbox');
    return list as HTMLElement;
  });
}

describe('Select', () => {
  it('puts no list on the page while closed', () => {
    renderCity();
    const input = screen.getByRole('combobox', { name: 'Qyteti' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });

  it('announces the open list by the id it has on the page, on every opening', async () => {
    renderCity();
    const input = screen.getByRole('combobox', { name: 'Qyteti' });
    for (const choice of ['Prizren', 'Pejë']) {
      fireEvent.click(input);
      const list = await openList(input);
      fireEvent.click(screen.getByRole('option', { name: choice, hidden: true }));
      expect(list.isConnected).toBe(false);
      await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
      expect((input as HTMLInputElement).value).toBe(choice);
    }
  });
});
