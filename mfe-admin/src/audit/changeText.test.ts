import { describe, expect, it } from 'vitest';
import { changeText } from './changeText';

describe("an audit row's change, as an agent reads it", () => {
  it.each([
    [{ field: 'price', from: 98_000, to: 95_000 }, 'Çmimi (€): 98.000\u00a0€ → 95.000\u00a0€'],
    [{ field: 'details.area', from: 84, to: 86 }, 'Sipërfaqe: 84 → 86'],
    [{ field: 'details.furnished', from: false, to: true }, 'E mobiluar: Jo → Po'],
    [{ field: 'details.documents', from: null, to: ['permit', 'occupancy'] }, 'Dokumentacioni: — → Leje ndërtimi, Certifikatë e përdorimit'],
    [{ field: 'details.documents', from: ['permit'], to: [] }, 'Dokumentacioni: Leje ndërtimi → Pa dokumente'],
    [{ field: 'status', from: 'draft', to: 'sold' }, 'Statusi: Skicë → E shitur'],
    [{ field: 'category', from: 'house', to: 'land' }, 'Kategoria: Shtëpi → Truall'],
    [{ field: 'geoPoint', from: null, to: { latitude: 42.662914, longitude: 21.16551 } }, 'Vendndodhja e saktë: — → 42.66291, 21.16551'],
    [{ field: 'photos.order', from: [1, 2, 3], to: [2, 1, 3] }, 'Renditja e fotove: 1, 2, 3 → 2, 1, 3'],
    [{ field: 'photos.cover', from: 'oborri.jpg', to: 'kuzhina.jpg' }, 'Kopertina: oborri.jpg → kuzhina.jpg'],
    [{ field: 'photos.cover', from: 1, to: 3 }, 'Kopertina: foto 1 → foto 3'],
    [{ field: 'state', from: 'new', to: 'answered' }, 'Gjendja: I ri → U përgjigj'],
    [{ field: 'note', from: '', to: 'Thirre nesër.' }, 'Shënimi: — → Thirre nesër.'],
    [{ field: 'caption', from: '', to: 'Ballkoni' }, 'Përshkrimi: — → Ballkoni'],
    [{ field: 'assignee', from: null, to: 'besa@zyra.example' }, 'Caktuar te: — → besa@zyra.example'],
    [{ field: 'translations.en.title', from: null, to: 'Flat in the centre' }, 'Titulli (English): — → Flat in the centre'],
    [{ field: 'translations.de.description', from: 'Hell.', to: null }, 'Përshkrimi (Deutsch): Hell. → —'],
  ])('%j reads %s', (change, text) => {
    expect(changeText(change)).toBe(text);
  });

  it('names the field alone for a row from before values were kept', () => {
    expect(changeText({ field: 'title', from: null, to: null })).toBe('Titulli');
  });

  it('shows a long text by its start', () => {
    const text = changeText({ field: 'description', from: 'Shkurt', to: 'ë'.repeat(500) });
    expect(text.length).toBeLessThan(160);
    expect(text.endsWith('…')).toBe(true);
  });
});
