import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../AppProviders';
import { labelOf } from './SelectField';

const CITIES = ['Prishtinë', 'Prizren', 'Pejë'];

/** A fresh module, so each test starts with the dropdown's code not yet loaded. */
async function renderCity() {
  const { Select } = await import('./Select');
  function City() {
    const [value, setValue] = useState<string | null>('Prishtinë');
    return <Select label="Qyteti" data={CITIES} value={value} onChange={setValue} />;
  }
  render(
    <AppProviders>
      <City />
    </AppProviders>,
  );
}

const cityInput = () => screen.getByRole('combobox', { name: 'Qyteti' }) as HTMLInputElement;

/** Waits until the input announces an open list and names the list that is on the page. */
async function openList(): Promise<HTMLElement> {
  return waitFor(() => {
    const input = cityInput();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('role')).toBe('listbox');
    return list as HTMLElement;
  }, { timeout: 5_000 });
}

/** The real select has replaced the stand-in. */
const fullSelectLoaded = () => document.querySelector('input[data-select-stand-in]') === null;

beforeEach(() => {
  vi.resetModules();
  vi.useRealTimers();
});

describe('Select', () => {
  it('starts as a closed field with the chosen label, announced as a collapsed combobox', async () => {
    await renderCity();
    const input = cityInput();
    expect(input.value).toBe('Prishtinë');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-haspopup')).toBe('listbox');
    expect(fullSelectLoaded()).toBe(false);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
  });

  it('follows a value changed from outside before its code has loaded (Back, a cleared filter)', async () => {
    const { Select } = await import('./Select');
    const city = (value: string) => (
      <AppProviders>
        <Select label="Qyteti" data={CITIES} value={value} />
      </AppProviders>
    );
    const { rerender } = render(city('Prishtinë'));
    rerender(city('Pejë'));
    expect(cityInput().value).toBe('Pejë');
    expect(fullSelectLoaded()).toBe(false);
  });

  it('picks an option by the letters typed on it while closed, before and after its code has loaded', async () => {
    await renderCity();
    // A key's time is its event's timeStamp, which jsdom takes from Date.now().
    const typeAt = (time: number, key: string) => {
      vi.setSystemTime(time);
      fireEvent.keyDown(cityInput(), { key, code: `Key${key.toUpperCase()}` });
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    // The stand-in: 'P' 'e' → Pejë, at once (no code needed), the list still closed.
    typeAt(1_000, 'P');
    typeAt(1_100, 'e');
    expect(cityInput().value).toBe('Pejë');
    expect(cityInput().getAttribute('aria-expanded')).toBe('false');
    fireEvent.pointerEnter(cityInput());
    await waitFor(() => expect(fullSelectLoaded()).toBe(true), { timeout: 5_000 });
    // The real select: 'p' 'r' 'i' 'z' → Prizren; a pause of a second starts anew ('p' after Prizren: Pejë).
    for (const [index, key] of [...'priz'].entries()) typeAt(5_000 + index * 100, key);
    expect(cityInput().value).toBe('Prizren');
    typeAt(7_000, 'p');
    expect(cityInput().value).toBe('Pejë');
    expect(cityInput().getAttribute('aria-expanded')).toBe('false');
    vi.useRealTimers();
  });

  it('loads the dropdown on intent and swaps it in, still closed', async () => {
    await renderCity();
    fireEvent.pointerEnter(cityInput());
    await waitFor(() => expect(fullSelectLoaded()).toBe(true), { timeout: 5_000 });
    expect(cityInput().value).toBe('Prishtinë');
    expect(cityInput().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
  });

  it('keeps its chevron out of the accessibility tree before and after its code has loaded, as decoration', async () => {
    await renderCity();
    const chevronsShown = () => [...document.querySelectorAll('svg')].filter((svg) => svg.closest('[aria-hidden="true"]') === null);
    expect(chevronsShown()).toEqual([]);
    fireEvent.pointerEnter(cityInput());
    await waitFor(() => expect(fullSelectLoaded()).toBe(true), { timeout: 5_000 });
    expect(document.querySelectorAll('svg').length).toBeGreaterThan(0);
    expect(chevronsShown()).toEqual([]);
  });

  it('replays keys pressed before its code had loaded: Enter opens, ArrowDown and Enter choose', async () => {
    await renderCity();
    act(() => cityInput().focus());
    for (const code of ['Enter', 'ArrowDown', 'Enter']) fireEvent.keyDown(cityInput(), { key: code, code });
    await waitFor(() => expect(cityInput().value).toBe('Prizren'), { timeout: 5_000 });
    expect(document.activeElement).toBe(cityInput());
  });

  it('opens the list when clicked before its code has loaded', async () => {
    await renderCity();
    fireEvent.click(cityInput());
    await openList();
    fireEvent.click(screen.getByRole('option', { name: 'Pejë', hidden: true }));
    await waitFor(() => expect(cityInput().value).toBe('Pejë'));
  });

  it('opens the list on ArrowDown and keeps the focus in the field across the swap', async () => {
    await renderCity();
    act(() => cityInput().focus());
    fireEvent.keyDown(cityInput(), { key: 'ArrowDown', code: 'ArrowDown' });
    await openList();
    expect(document.activeElement).toBe(cityInput());
  });

  it("keeps its open list out of the Tab order (a scroller is a Tab stop): Tab goes on to the next field", async () => {
    await renderCity();
    fireEvent.click(cityInput());
    const list = await openList();
    expect(list.getAttribute('tabindex')).toBe('-1');
  });

  it('keeps text selected in the stand-in selected in the real select (what is typed next replaces it)', async () => {
    await renderCity();
    act(() => {
      cityInput().focus();
      cityInput().select();
    });
    await waitFor(() => expect(fullSelectLoaded()).toBe(true), { timeout: 5_000 });
    const input = cityInput();
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'Prishtinë'.length]);
  });

  it('announces the open list by the id it has on the page, on every opening', async () => {
    await renderCity();
    for (const choice of ['Prizren', 'Pejë']) {
      fireEvent.click(cityInput());
      const list = await openList();
      fireEvent.click(screen.getByRole('option', { name: choice, hidden: true }));
      expect(list.isConnected).toBe(false);
      await waitFor(() => expect(cityInput().getAttribute('aria-expanded')).toBe('false'));
      expect(cityInput().value).toBe(choice);
    }
  });

  it('chooses the first match on Enter when the options came after the search was typed, and chooses once', async () => {
    const { Select } = await import('./Select');
    const onChange = vi.fn();
    const city = (data: string[]) => (
      <AppProviders>
        <Select label="Qyteti" data={data} value={null} onChange={onChange} searchable selectFirstOptionOnChange />
      </AppProviders>
    );
    const { rerender } = render(city([]));
    fireEvent.click(cityInput());
    await openList();
    fireEvent.change(cityInput(), { target: { value: 'Pri' } });
    // The data arrive: the search did not change, so Mantine marked no option.
    rerender(city(CITIES));
    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Prishtinë', 'Prizren']));
    const sent = fireEvent.keyDown(cityInput(), { key: 'Enter', code: 'Enter' });
    expect(sent).toBe(false);
    expect(onChange.mock.calls).toEqual([['Prishtinë', expect.objectContaining({ value: 'Prishtinë' })]]);
  });
  it('chooses the marked option on Enter when the search was typed in the moment the list opened', async () => {
    const { Select } = await import('./Select');
    const onChange = vi.fn();
    render(
      <AppProviders>
        <Select label="Qyteti" data={CITIES} value={null} onChange={onChange} searchable selectFirstOptionOnChange />
      </AppProviders>,
    );
    fireEvent.pointerEnter(cityInput());
    await waitFor(() => expect(fullSelectLoaded()).toBe(true), { timeout: 5_000 });
    // A busy phone runs the keys a visitor pressed before the timer Mantine set on opening the
    // list, which then forgets the option its search marked; the marked option is still chosen.
    act(() => cityInput().focus());
    fireEvent.click(cityInput());
    fireEvent.change(cityInput(), { target: { value: 'Pri' } });
    await openList();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.querySelector('[data-combobox-selected]')?.textContent).toBe('Prishtinë');
    const sent = fireEvent.keyDown(cityInput(), { key: 'Enter', code: 'Enter' });
    expect(sent).toBe(false);
    expect(onChange.mock.calls).toEqual([['Prishtinë', expect.objectContaining({ value: 'Prishtinë' })]]);
  });
});

describe('labelOf', () => {
  it('finds the label of a value in strings, items and groups, and nothing for an unknown value', () => {
    const data = [
      { value: 'newest', label: 'Më të rejat' },
      { group: 'Të tjera', items: [{ value: 'oldest', label: 'Më të vjetrat' }] },
    ];
    expect(labelOf(data, 'newest')).toBe('Më të rejat');
    expect(labelOf(data, 'oldest')).toBe('Më të vjetrat');
    expect(labelOf(CITIES, 'Pejë')).toBe('Pejë');
    expect(labelOf(CITIES, 'Ferizaj')).toBe('');
    expect(labelOf(CITIES, null)).toBe('');
  });
});
