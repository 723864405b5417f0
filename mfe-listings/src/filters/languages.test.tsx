/**
 * The filters' choices in the page's language. This module and the shared labels are loaded once
 * (here, on an Albanian page, as the server loads them once for every language): the choices must
 * be made when drawn, in the language of the page drawn.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeListings } from '../../test/listings';
import { installNativeDialog } from '../../test/nativeDialog';
import { openSelect, renderAt, resetBus, serveListings } from '../../test/render';
import FilterStrip from '../FilterStrip';
import { SortSelect } from '../SortSelect';

beforeAll(installNativeDialog);
beforeEach(() => {
  resetBus();
  serveListings(makeListings(3));
});

const texts = (options: HTMLElement[]) => options.map((option) => option.textContent);

describe('the filters on an English page', () => {
  it('offer the types, the offers and the documents in English, after "All"', async () => {
    renderAt('/en/properties?page=1', <FilterStrip />);
    expect(texts(await openSelect('Type'))).toEqual(['All', 'Apartment', 'House', 'Land', 'Building', 'Commercial unit']);
    expect(texts(await openSelect('Status'))).toEqual(['All', 'For sale', 'For rent']);
    expect(texts(await openSelect('Documents'))).toEqual(['All', 'Possession certificate', 'Building permit', 'Occupancy certificate', 'Legalisation in progress']);
  });

  it('tick types, offers and documents in English in the dialog, and hide the sold', async () => {
    renderAt('/en/properties?page=1', <FilterStrip />);
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Filters' }));
    for (const name of ['Commercial unit', 'For sale', 'For rent', 'Building permit', 'Hide sold']) expect(dialog.getByRole('checkbox', { name })).toBeTruthy();
    expect(within(dialog.getByRole('combobox', { name: 'City' })).getAllByRole('option')[0]?.textContent).toBe('All');
    expect(dialog.getByRole('textbox', { name: 'Area from' })).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'Price up to' })).toBeTruthy();
  });
});

describe('the order on a German page', () => {
  it('offers the sort orders in German', async () => {
    renderAt('/de/immobilien?page=1', <SortSelect />);
    expect(texts(await openSelect('Anzeigen:'))).toEqual(['Neueste zuerst', 'Älteste zuerst', 'Preis: aufsteigend', 'Preis: absteigend', 'Fläche: größte zuerst']);
  });
});
