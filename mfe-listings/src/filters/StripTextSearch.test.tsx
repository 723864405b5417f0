import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeListings } from '../../test/listings';
import { installNativeDialog } from '../../test/nativeDialog';
import { currentQuery, renderAt, resetBus, serveListings } from '../../test/render';
import FilterStrip from '../FilterStrip';
import { TYPING_PAUSE_MS } from './useTypedText';

beforeAll(installNativeDialog);
beforeEach(() => {
  resetBus();
  serveListings(makeListings(3));
});
afterEach(() => vi.unstubAllGlobals());

// The strip's field ('Kërko' is also the dialog's: the strip's is the one in a form of its own).
const field = () => screen.getAllByRole<HTMLInputElement>('searchbox', { name: 'Kërko' })[0] as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe("the strip's 'Kërko'", () => {
  it('applies the words after a pause in the typing, one history entry for the spell, and Back goes to the search before it', async () => {
    const { router } = renderAt('/pronat?page=2&type=land', <FilterStrip />);
    type('ban');
    // Not at once: after the pause.
    expect(currentQuery(router).q).toBeUndefined();
    await waitFor(() => expect(currentQuery(router)).toEqual({ page: '1', type: 'land', q: 'ban' }), { timeout: TYPING_PAUSE_MS * 5 });
    expect(router.historyAction).toBe('PUSH');
    type('banesë me');
    await waitFor(() => expect(currentQuery(router).q).toBe('banesë me'), { timeout: TYPING_PAUSE_MS * 5 });
    expect(router.historyAction).toBe('REPLACE');

    await act(() => router.go(-1));
    await waitFor(() => expect(currentQuery(router)).toEqual({ page: '2', type: 'land' }));
    expect(field().value).toBe('');
  });

  it('applies at once on Enter, and a spell after it is a new entry', async () => {
    const { router } = renderAt('/pronat?page=1', <FilterStrip />);
    type('shtepi');
    fireEvent.submit(field().form as HTMLFormElement);
    expect(currentQuery(router).q).toBe('shtepi');
    expect(router.historyAction).toBe('PUSH');
    type('shtepi oborr');
    await waitFor(() => expect(currentQuery(router).q).toBe('shtepi oborr'), { timeout: TYPING_PAUSE_MS * 5 });
    expect(router.historyAction).toBe('PUSH');
  });

  it("is a GET form that keeps the page's other parameters, on the first page, for Enter before the app runs", () => {
    renderAt('/pronat?page=3&view=harta&type=land&sort=oldest&q=vjeter', <FilterStrip />);
    const form = field().form as HTMLFormElement;
    expect(form.method).toBe('get');
    expect(form.getAttribute('action')).toBe('/pronat');
    expect(field().name).toBe('q');
    expect(field().value).toBe('vjeter');
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]);
    expect(hidden).toEqual([
      ['page', '1'],
      ['view', 'harta'],
      ['type', 'land'],
      ['sort', 'oldest'],
    ]);
  });

  it('keeps the keys typed while the words applied before them are on their way, and Back after more typing shows the search before it', async () => {
    const { router } = renderAt('/pronat?page=1', <FilterStrip />);
    type('ujes');
    await waitFor(() => expect(currentQuery(router).q).toBe('ujes'), { timeout: TYPING_PAUSE_MS * 5 });
    fireEvent.blur(field());
    // A new spell over 'ujes': its words applied, then more keys before the URL says them.
    type('ujesj');
    await waitFor(() => expect(currentQuery(router).q).toBe('ujesj'), { timeout: TYPING_PAUSE_MS * 5 });
    type('ujesjelles');
    expect(field().value).toBe('ujesjelles');
    await waitFor(() => expect(currentQuery(router).q).toBe('ujesjelles'), { timeout: TYPING_PAUSE_MS * 5 });
    expect(field().value).toBe('ujesjelles');
    // Back: the spell's one entry goes, and the field says the search before it.
    await act(() => router.go(-1));
    await waitFor(() => expect(currentQuery(router).q).toBe('ujes'));
    expect(field().value).toBe('ujes');
  });

  it('× clears the search, and the field follows a chip removed', async () => {
    const { router } = renderAt('/pronat?page=1&q=pamje&city=Prizren', <FilterStrip />);
    fireEvent.click(screen.getByRole('button', { name: 'Fshij kërkimin' }));
    expect(currentQuery(router)).toEqual({ page: '1', city: 'Prizren' });
    expect(field().value).toBe('');
    type('oborr');
    fireEvent.submit(field().form as HTMLFormElement);
    const chips = within(screen.getByRole('list', { name: 'Filtrat aktivë' }));
    fireEvent.click(chips.getByRole('button', { name: 'Hiq filtrin “oborr”' }));
    expect(currentQuery(router).q).toBeUndefined();
    expect(field().value).toBe('');
  });

  it("is a field of the dialog's form, which 'Shto' applies", async () => {
    const { router } = renderAt('/pronat?page=1&q=pamje', <FilterStrip />);
    fireEvent.click(screen.getByRole('button', { name: /^Filtrat/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Filtrat' }));
    const text = dialog.getByRole<HTMLInputElement>('searchbox', { name: 'Kërko' });
    expect(text.name).toBe('q');
    expect(text.value).toBe('pamje');
    fireEvent.change(text, { target: { value: 'shtëpi  me oborr ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Shto' }));
    await waitFor(() => expect(currentQuery(router).q).toBe('shtëpi me oborr'));
  });
});
