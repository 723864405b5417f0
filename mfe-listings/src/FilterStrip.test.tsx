import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeListing, makeListings } from '../test/listings';
import { installNativeDialog } from '../test/nativeDialog';
import { choose, currentFilters, currentQuery, openSelect, pathWith, renderAt, resetBus, serveListings } from '../test/render';
import FilterStrip from './FilterStrip';
import { ID_OPTIONS_SHOWN } from './filters/options';

beforeEach(() => {
  resetBus();
  serveListings([...makeListings(12), makeListing({ id: '3-b' }), makeListing({ id: '10-a' })]);
});

afterEach(() => vi.unstubAllGlobals());

describe('FilterStrip selects', () => {
  it('sets the city, and "Të gjitha" removes it', async () => {
    const { router } = renderAt('/pronat?page=1', <FilterStrip />);
    await choose('Qyteti', 'Prizren');
    expect(currentFilters(router)).toEqual({ place: 'Prizren' });
    await choose('Qyteti', 'Të gjitha');
    expect(currentFilters(router)).toEqual({});
  });

  it('sets the documents as a one-item list', async () => {
    const { router } = renderAt('/pronat?page=1', <FilterStrip />);
    await choose('Dokumentacioni', 'Leje ndërtimi');
    expect(currentFilters(router)).toEqual({ documents: ['permit'] });
  });

  it('sets the type and the status as one-item lists', async () => {
    const { router } = renderAt('/pronat?page=1', <FilterStrip />);
    await choose('Lloji', 'Truall');
    await choose('Statusi', 'Me Qera');
    expect(currentFilters(router)).toEqual({ category: ['land'], option: ['Me Qera'] });
  });

  it('lists the ids numerically where both are numeric, and filters by one', async () => {
    const { router } = renderAt('/pronat?page=1', <FilterStrip />);
    await waitFor(async () => expect(await openSelect('ID')).toHaveLength(15), { timeout: 10_000 });
    expect((await openSelect('ID')).map((option) => option.textContent)).toEqual([
      'Të gjitha', '1', '2', '3', '3-b', '4', '5', '6', '7', '8', '9', '10', '10-a', '11', '12',
    ]);
    await choose('ID', '10');
    expect(currentFilters(router)).toEqual({ id: '10' });
  });
});

describe('FilterStrip id select with many listings', () => {
  it(`lists at most ${ID_OPTIONS_SHOWN} ids at once (typing narrows them)`, async () => {
    serveListings(makeListings(ID_OPTIONS_SHOWN + 300));
    renderAt('/pronat?page=1', <FilterStrip />);
    await waitFor(async () => expect(await openSelect('ID')).toHaveLength(ID_OPTIONS_SHOWN), { timeout: 10_000 });
  });
});

describe('FilterStrip chips and button', () => {
  it('shows a removable chip per category, option, price and city, but not for the id', () => {
    const { router } = renderAt(pathWith({ category: ['land', 'house'], option: ['Me Qera'], price: { max: 250 }, place: 'Pejë', id: '4' }), <FilterStrip />);
    const chips = within(screen.getByRole('list', { name: 'Filtrat aktivë' }));
    expect(chips.getAllByRole('button').map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Hiq filtrin Truall',
      'Hiq filtrin Shtëpi',
      'Hiq filtrin Me Qera',
      'Hiq filtrin Deri në 250\u00a0€/muaj',
      'Hiq filtrin Pejë',
      null,
    ]);
    fireEvent.click(chips.getByRole('button', { name: 'Hiq filtrin Truall' }));
    fireEvent.click(chips.getByRole('button', { name: 'Hiq filtrin Deri në 250\u00a0€/muaj' }));
    fireEvent.click(chips.getByRole('button', { name: 'Hiq filtrin Me Qera' }));
    expect(currentFilters(router)).toEqual({ category: ['house'], place: 'Pejë', id: '4' });
    fireEvent.click(chips.getByRole('button', { name: 'Fshij të gjitha' }));
    expect(currentFilters(router)).toEqual({});
    expect(screen.queryByRole('list', { name: 'Filtrat aktivë' })).toBeNull();
  });

  it('marks the filter button with a red dot while any filter is active', async () => {
    const { container } = renderAt('/pronat?page=1', <FilterStrip />);
    expect(screen.getByRole('button', { name: 'Filtrat' })).toBeTruthy();
    expect(container.querySelector('[data-filter-dot]')).toBeNull();
    await choose('Qyteti', 'Prizren');
    expect(screen.getByRole('button', { name: 'Filtrat, ka filtra aktivë' })).toBeTruthy();
    expect(container.querySelector('[data-filter-dot]')).not.toBeNull();
  });

  it('toggles map mode in the query string, removing the parameter when leaving it', () => {
    const { router } = renderAt('/pronat?page=2', <FilterStrip />);
    fireEvent.click(screen.getByRole('link', { name: 'Harta' }));
    expect(currentQuery(router)).toEqual({ page: '2', view: 'harta' });
    expect(screen.getByRole('link', { name: 'Harta' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Pronat' }));
    expect(currentQuery(router)).toEqual({ page: '2' });
  });

  it("makes 'Harta' and 'Pronat' links to the two modes, so they work before the app has started", () => {
    renderAt('/pronat?page=2&city=Prizren', <FilterStrip />);
    expect(screen.getByRole('link', { name: 'Harta' }).getAttribute('href')).toBe('/pronat?page=2&city=Prizren&view=harta');
    expect(screen.getByRole('link', { name: 'Pronat' }).getAttribute('href')).toBe('/pronat?page=2&city=Prizren');
    expect(screen.getByRole('link', { name: 'Pronat' }).getAttribute('aria-current')).toBe('true');
  });
});

describe('the filter dialog', () => {
  beforeAll(installNativeDialog);

  async function openDialog() {
    fireEvent.click(screen.getByRole('button', { name: /^Filtrat/ }));
    return within(await screen.findByRole('dialog', { name: 'Filtrat' }));
  }

  it('is in the markup, closed, and opens with every panel open and the current filters filled in', async () => {
    renderAt(pathWith({ category: ['office'], place: 'Prizren' }), <FilterStrip />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('filter-dialog')).toBeInstanceOf(HTMLDialogElement);
    const dialog = await openDialog();
    for (const panel of ['Qyteti dhe ID', 'Çmimi', 'Lloji', 'Statusi']) {
      expect(dialog.getByRole('group', { name: panel })).toHaveProperty('open', true);
    }
    expect(dialog.getByRole('checkbox', { name: 'Lokal' })).toHaveProperty('checked', true);
    expect(dialog.getByRole('combobox', { name: 'Qyteti' })).toHaveProperty('value', 'Prizren');
  });

  it("applies the draft with 'Shto' under the SPEC rules, in place, and closes", async () => {
    const { router } = renderAt('/pronat?page=1', <FilterStrip />);
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Truall' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Shtëpi' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Truall' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Në Shitje' }));
    const slider = dialog.getByRole('slider', { name: 'Çmimi maksimal' });
    fireEvent.change(slider, { target: { value: '20000' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('Deri në 20K\u00a0€');
    // The slider is a shortcut: it writes 'Çmimi deri'.
    expect(dialog.getByRole('textbox', { name: 'Çmimi deri' })).toHaveProperty('value', '20000');
    fireEvent.input(dialog.getByRole('textbox', { name: 'Çmimi nga' }), { target: { value: '5.000' } });
    expect(dialog.getByText(/^5K – 20K\s€$/)).toBeDefined();
    expect(currentFilters(router)).toEqual({});
    fireEvent.click(dialog.getByRole('button', { name: /^Shto/ }));
    expect(currentFilters(router)).toEqual({ category: ['house'], option: ['Në Shitje'], price: { min: 5_000, max: 20_000 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("offers the draft city's neighbourhoods in 'Lagjja', and 'Shto' says how many listings the draft finds", async () => {
    serveListings([
      makeListing({ id: '1', city: 'Prishtinë', subcity: 'Ulpiana' }),
      makeListing({ id: '2', city: 'Prishtinë', subcity: 'Dardania' }),
      makeListing({ id: '3', city: 'Prishtinë', subcity: 'Ulpiana' }),
      makeListing({ id: '4', city: 'Prizren', subcity: 'Arbana' }),
    ]);
    const { router } = renderAt('/pronat?page=1', <FilterStrip />);
    const dialog = await openDialog();
    await waitFor(() => expect(dialog.getByRole('button', { name: /^Shto/ }).textContent).toBe('Shto · 4 prona'));
    const hood = dialog.getByRole('combobox', { name: /^Lagjja/ });
    // No city: nothing to choose from.
    expect(hood).toHaveProperty('disabled', true);
    fireEvent.change(dialog.getByRole('combobox', { name: 'Qyteti' }), { target: { value: 'Prishtinë' } });
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /^Lagjja/ })).toHaveProperty('disabled', false));
    expect([...dialog.getByRole('combobox', { name: /^Lagjja/ }).querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Të gjitha',
      'Dardania (1)',
      'Ulpiana (2)',
    ]);
    expect(dialog.getByRole('button', { name: /^Shto/ }).textContent).toBe('Shto · 3 prona');
    fireEvent.change(dialog.getByRole('combobox', { name: /^Lagjja/ }), { target: { value: 'Ulpiana' } });
    await waitFor(() => expect(dialog.getByRole('button', { name: /^Shto/ }).textContent).toBe('Shto · 2 prona'));
    // Another city: the old city's neighbourhood goes.
    fireEvent.change(dialog.getByRole('combobox', { name: 'Qyteti' }), { target: { value: 'Prizren' } });
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /^Lagjja/ })).toHaveProperty('value', ''));
    expect(dialog.getByRole('button', { name: /^Shto/ }).textContent).toBe('Shto · 1 pronë');
    fireEvent.change(dialog.getByRole('combobox', { name: 'Qyteti' }), { target: { value: 'Prishtinë' } });
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /^Lagjja/ })).toHaveProperty('disabled', false));
    fireEvent.change(dialog.getByRole('combobox', { name: /^Lagjja/ }), { target: { value: 'Dardania' } });
    fireEvent.click(dialog.getByRole('button', { name: /^Shto/ }));
    expect(currentFilters(router)).toEqual({ place: 'Prishtinë', neighbourhood: 'Dardania' });
  });

  it('switches the price to monthly rents when only rentals are ticked', async () => {
    const { router } = renderAt(pathWith({ price: { max: 300_000 } }), <FilterStrip />);
    const dialog = await openDialog();
    expect(dialog.getByRole('textbox', { name: 'Çmimi deri' })).toHaveProperty('value', '300000');
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Me Qera' }));
    // A total typed for a purchase means nothing as a rent: the bounds go, the scale is the rent's.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Çmimi deri' })).toHaveProperty('value', ''));
    const slider = dialog.getByRole('slider', { name: 'Çmimi maksimal' });
    expect(slider.getAttribute('max')).toBe('3000');
    fireEvent.change(slider, { target: { value: '500' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('Deri në 500\u00a0€/muaj');
    fireEvent.click(dialog.getByRole('button', { name: /^Shto/ }));
    expect(currentFilters(router)).toEqual({ option: ['Me Qera'], price: { max: 500 } });
  });

  it('leaves out a price slid to its top (no upper bound) and an emptied selection', async () => {
    const { router } = renderAt(pathWith({ price: { max: 10_000 }, option: ['Me Qera'] }), <FilterStrip />);
    const dialog = await openDialog();
    fireEvent.change(dialog.getByRole('slider', { name: 'Çmimi maksimal' }), { target: { value: '3000' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Me Qera' }));
    fireEvent.click(dialog.getByRole('button', { name: /^Shto/ }));
    expect(currentFilters(router)).toEqual({});
  });

  it("clears every filter with 'Fshij', and stays open", async () => {
    const { router } = renderAt(pathWith({ category: ['land'], place: 'Pejë', id: '2' }), <FilterStrip />);
    const dialog = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Fshij' }));
    expect(currentFilters(router)).toEqual({});
    expect(dialog.getByRole('checkbox', { name: 'Truall' })).toHaveProperty('checked', false);
    expect(dialog.getByRole('combobox', { name: 'Qyteti' })).toHaveProperty('value', '');
    expect(screen.getByRole('dialog', { name: 'Filtrat' })).toBeDefined();
  });

  it('closes with the cross without changing the filters, and opens again on the current filters', async () => {
    const { router } = renderAt(pathWith({ place: 'Pejë' }), <FilterStrip />);
    let dialog = await openDialog();
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Truall' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Mbyll filtrat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentFilters(router)).toEqual({ place: 'Pejë' });
    dialog = await openDialog();
    expect(dialog.getByRole('checkbox', { name: 'Truall' })).toHaveProperty('checked', false);
  });

  it('sends its fields in the words of the URL, for the page to load with JavaScript off', () => {
    renderAt('/pronat?page=2&view=harta&sort=oldest', <FilterStrip />);
    const form = document.querySelector<HTMLFormElement>('#filter-dialog form:not([hidden])')!;
    expect(form.method).toBe('get');
    expect(new URL(form.action).pathname).toBe('/pronat');
    const names = [...form.elements].flatMap((element) => ('name' in element && typeof element.name === 'string' && element.name ? [element.name] : []));
    expect(new Set(names)).toEqual(
      new Set(['page', 'view', 'sort', 'q', 'city', 'neighbourhood', 'id', 'minPrice', 'maxPrice', 'minArea', 'maxArea', 'rooms', 'bedrooms', 'type', 'status', 'available', 'docs']),
    );
    expect(form.querySelector<HTMLInputElement>('input[name=page]')!.value).toBe('1');
    expect([...form.querySelectorAll<HTMLInputElement>('input[name=status]')].map((box) => box.value)).toEqual(['shitje', 'qera']);
    expect([...form.querySelectorAll<HTMLInputElement>('input[name=docs]')].map((box) => box.value)).toEqual(['possession', 'permit', 'occupancy', 'legalisation']);
    // 'Çdo' sends nothing, each least count its number.
    expect([...form.querySelectorAll<HTMLInputElement>('input[name=rooms]')].map((radio) => radio.value)).toEqual(['', '1', '2', '3', '4']);
    expect(form.querySelector<HTMLInputElement>('input[name=available]')!.value).toBe('1');
  });

  it('sets the area range, the least rooms and bedrooms and hides the sold, with their chips', async () => {
    const { router } = renderAt('/pronat?page=1', <FilterStrip />);
    const dialog = await openDialog();
    fireEvent.input(dialog.getByRole('textbox', { name: 'Sipërfaqja nga' }), { target: { value: '1.200' } });
    fireEvent.input(dialog.getByRole('textbox', { name: 'Sipërfaqja deri' }), { target: { value: '80 m²' } });
    const rooms = within(dialog.getByRole('group', { name: 'Dhoma' }));
    expect(rooms.getByRole('radio', { name: 'Çdo' })).toHaveProperty('checked', true);
    fireEvent.click(rooms.getByRole('radio', { name: '2+' }));
    fireEvent.click(within(dialog.getByRole('group', { name: 'Dhoma gjumi' })).getByRole('radio', { name: '3+' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Fshih të shiturat' }));
    fireEvent.click(dialog.getByRole('button', { name: /^Shto/ }));
    // Reversed bounds are swapped, as the visitor meant them.
    expect(currentFilters(router)).toEqual({ area: { min: 80, max: 1200 }, rooms: 2, bedrooms: 3, available: true });
    expect(currentQuery(router)).toMatchObject({ minArea: '80', maxArea: '1200', rooms: '2', bedrooms: '3', available: '1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const chips = within(screen.getByRole('list', { name: 'Filtrat aktivë' }));
    for (const label of ['80 – 1.200\u00a0m²', 'Dhoma: 2+', 'Dhoma gjumi: 3+', 'Fshih të shiturat']) {
      expect(chips.getByRole('button', { name: `Hiq filtrin ${label}` })).toBeDefined();
    }
    fireEvent.click(chips.getByRole('button', { name: 'Hiq filtrin Dhoma: 2+' }));
    expect(currentFilters(router)).toEqual({ area: { min: 80, max: 1200 }, bedrooms: 3, available: true });
  });

  it("opens on the current area, counts and 'Fshih të shiturat', and 'Fshij' clears them back to 'Çdo'", async () => {
    const { router } = renderAt(pathWith({ area: { max: 120 }, rooms: 3, bedrooms: 1, available: true }), <FilterStrip />);
    const dialog = await openDialog();
    expect(dialog.getByRole('textbox', { name: 'Sipërfaqja deri' })).toHaveProperty('value', '120');
    expect(within(dialog.getByRole('group', { name: 'Dhoma' })).getByRole('radio', { name: '3+' })).toHaveProperty('checked', true);
    expect(within(dialog.getByRole('group', { name: 'Dhoma gjumi' })).getByRole('radio', { name: '1+' })).toHaveProperty('checked', true);
    expect(dialog.getByRole('checkbox', { name: 'Fshih të shiturat' })).toHaveProperty('checked', true);
    fireEvent.click(dialog.getByRole('button', { name: 'Fshij' }));
    expect(currentFilters(router)).toEqual({});
    expect(dialog.getByRole('textbox', { name: 'Sipërfaqja deri' })).toHaveProperty('value', '');
    for (const group of ['Dhoma', 'Dhoma gjumi']) {
      expect(within(dialog.getByRole('group', { name: group })).getByRole('radio', { name: 'Çdo' })).toHaveProperty('checked', true);
    }
    expect(dialog.getByRole('checkbox', { name: 'Fshih të shiturat' })).toHaveProperty('checked', false);
  });
});
