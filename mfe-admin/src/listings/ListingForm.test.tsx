/**
 * The listing form's 'Përkthimet' as an agent uses it: folded at first (the form stays short on a
 * phone), its four optional fields labelled and marked with their language, sent with the
 * listing's save, counted as unsaved edits, and opened with the refused field focused when the
 * server refuses a translation, the typed text kept.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeListing } from 'shared/testing';
import { renderRoutes } from 'shared/testing/routes';
import { api, ApiError } from '../api';
import { showFeedback } from '../feedback';
import { ListingForm } from './ListingForm';

// Leaflet's map is the point picker's alone, and a form test does not pick points.
vi.mock('./PointPicker', () => ({ default: () => null }));
vi.mock('../feedback', () => ({ FEEDBACK_ROOM: 0, showFeedback: vi.fn() }));

afterEach(() => vi.restoreAllMocks());

// Mantine's autosizing textarea listens for web fonts loading, which jsdom does not do.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

const routes = [
  { path: '/admin', element: <p>Pronat</p> },
  { path: '/admin/pronat/e-re', element: <ListingForm /> },
  { path: '/admin/pronat/:id', element: <ListingForm /> },
];

const section = () => screen.getByRole('heading', { name: 'Përkthimet' }).closest('details') as HTMLDetailsElement;
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const type = (label: string | RegExp, text: string) => fireEvent.change(field(label), { target: { value: text } });

describe("the listing form's translations ('Përkthimet')", () => {
  it('are folded at first, four optional fields each in its language, and saved with a new listing', async () => {
    const create = vi.spyOn(api, 'createListing').mockResolvedValue({ id: '3001' });
    // The stored listing's form the new one's save leads to.
    vi.spyOn(api, 'listing').mockReturnValue(new Promise(() => {}));
    const { router } = renderRoutes('/admin/pronat/e-re', routes);
    expect(section().open).toBe(false);
    expect(section().textContent).toContain('Asnjë e plotësuar');
    const labels = ['Titulli (English)', 'Përshkrimi (English)', 'Titulli (Deutsch)', 'Përshkrimi (Deutsch)'];
    expect(labels.map((label) => [field(label).lang, field(label).required])).toEqual([
      ['en', false],
      ['en', false],
      ['de', false],
      ['de', false],
    ]);

    fireEvent.click(screen.getByRole('heading', { name: 'Përkthimet' }));
    await waitFor(() => expect(section().open).toBe(true));
    // A required field's label ends with its mark.
    type(/^Titulli\s*\*?$/, 'Banesë në qendër');
    fireEvent.change(screen.getByLabelText(/^Qyteti/), { target: { value: 'Prishtinë' } });
    type('Çmimi (€)', '95000');
    type('Titulli (English)', 'Flat in the centre');
    type('Përshkrimi (English)', 'Bright.\n\nQuiet.');
    expect(section().textContent).toContain('2 nga 4 të plotësuara');
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const payload = create.mock.calls[0]?.[0] as { listing: Record<string, unknown> };
    expect(payload.listing).toMatchObject({ title: 'Banesë në qendër', city: 'Prishtinë' });
    expect(payload.listing.translations).toEqual({
      en: { title: 'Flat in the centre', description: 'Bright.\n\nQuiet.' },
      de: { title: '', description: '' },
    });
    // Saved: the form of the stored listing takes over, nothing asked.
    await waitFor(() => expect(router.location.pathname).toBe('/admin/pronat/3001'));
  });

  it("shows a stored listing's translations, counts an edit of one as unsaved, and opens on a refused one with its field focused", async () => {
    vi.spyOn(api, 'listing').mockResolvedValue({
      listing: makeListing({ id: '7', translations: { de: { title: 'Wohnung im Zentrum' } } }),
      status: 'draft',
      photos: 0,
    });
    vi.spyOn(api, 'photos').mockResolvedValue([]);
    const update = vi
      .spyOn(api, 'updateListing')
      .mockRejectedValue(new ApiError(400, { ok: false, error: 'invalid', problems: [{ path: 'translations.de.title', message: 'longer than 300 characters (301)' }] }));
    renderRoutes('/admin/pronat/7', routes);
    await waitFor(() => expect(field('Titulli (Deutsch)').value).toBe('Wohnung im Zentrum'));
    expect(section().open).toBe(false);
    expect(section().textContent).toContain('1 nga 4 të plotësuara');

    // An edit inside the folded section is an edit: leaving asks.
    type('Titulli (Deutsch)', 'W'.repeat(301));
    fireEvent.click(screen.getByRole('link', { name: /Kthehu te pronat/ }));
    expect(await screen.findByText('Ndryshimet nuk janë ruajtur')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Qëndro' }));

    fireEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(section().open).toBe(true));
    const refused = field('Titulli (Deutsch)');
    await waitFor(() => expect(document.activeElement).toBe(refused));
    expect(refused.getAttribute('aria-invalid')).toBe('true');
    expect(refused.value).toBe('W'.repeat(301));
    expect(screen.getByText('Titulli i përkthyer është shumë i gjatë (deri në 300 shenja) ose ka shenja të palejuara.')).toBeTruthy();
    expect(vi.mocked(showFeedback)).toHaveBeenLastCalledWith('listing-save', 'error', 'Kontrolloni fushat e shënuara: Titulli (Deutsch).');
  });
});
