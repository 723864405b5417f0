import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactRequests } from 'shared/bus';
import { CATEGORIES, DETAIL_GROUPS, DETAIL_KEYS, detailField, detailGroupOf, type ContactRequest } from 'shared/contracts';
import { allDetails } from 'shared/testing';
import { makeListing } from '../../test/listings';
import { renderAt } from '../../test/render';
import { ListingDetail } from './ListingDetail';

const renderDetail = (listing = makeListing(), mode: 'page' | 'modal' = 'page', onClose?: () => void) =>
  renderAt('/pronat/' + listing.id, <ListingDetail listing={listing} mode={mode} onClose={onClose} />);

const detailList = () => within(screen.getByTestId('detail-list'));

afterEach(() => vi.restoreAllMocks());

describe('ListingDetail: every detail of the descriptor', () => {
  it.each(DETAIL_GROUPS)('lists each labelled detail of a %s listing under its label, and no other', async (group) => {
    const category = CATEGORIES.find((candidate) => detailGroupOf(candidate) === group) as string;
    renderDetail(makeListing({ category, details: allDetails() }));
    await screen.findByTestId('detail-list');
    for (const key of DETAIL_KEYS) {
      const { label, groups } = detailField(key);
      if (label === undefined) continue;
      const shown = (groups as readonly string[]).includes(group);
      expect(detailList().queryAllByText(label).length > 0, `${key} in ${group}`).toBe(shown);
    }
  });
});

describe('ListingDetail: facts', () => {
  it('shows the location, the creation date as dd.MM.yyyy, the title as h1 and the price', async () => {
    renderDetail(makeListing({ price: 93_500 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shtëpi me oborr në Zhegër' })).toBeTruthy();
    expect(screen.getByText('Zhegër, Gjilan')).toBeTruthy();
    expect(screen.getByText('10.11.2026').tagName).toBe('TIME');
    expect(screen.getByText('93.500 €')).toBeTruthy();
  });

  it('shows a rent per month, land per are, and a numeric reducedPrice struck through', async () => {
    renderDetail(makeListing({ option: 'Me Qera', price: 450, reducedPrice: 500 }));
    expect(await screen.findByText('450 €/muaj')).toBeTruthy();
    expect(screen.getByText('500 €/muaj').closest('s')).not.toBeNull();
  });

  it('shows "/ari" for land for sale and the area in ari', async () => {
    renderDetail(makeListing({ category: 'land', price: 12_000, details: { area: 1250, water: true } }));
    expect(await screen.findByText('12.000 €/ari')).toBeTruthy();
    expect(detailList().getByText('12,50 ari')).toBeTruthy();
  });

  it("shows a sale's price per m² under its price, and a land's total instead (issue 53)", async () => {
    const { unmount } = renderDetail(makeListing({ option: 'Në Shitje', category: 'house', price: 132_000, details: { area: 100 } }));
    expect(await screen.findByText('1.320 €/m²')).toBeTruthy();
    unmount();
    renderDetail(makeListing({ category: 'land', price: 12_000, details: { area: 1250 } }));
    expect(await screen.findByText('≈ 150.000 € gjithsej')).toBeTruthy();
    expect(screen.queryByText(/€\/m²/)).toBeNull();
  });

  it('shows no price per m² for a rent', async () => {
    renderDetail(makeListing({ option: 'Me Qera', price: 450, details: { area: 50 } }));
    expect(await screen.findByText('450 €/muaj')).toBeTruthy();
    expect(screen.queryByText(/€\/m²/)).toBeNull();
  });

  it('uses an h2 title inside the preview dialog', async () => {
    renderDetail(makeListing(), 'modal', () => {});
    expect(await screen.findByRole('heading', { level: 2, name: 'Shtëpi me oborr në Zhegër' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('ListingDetail: details', () => {
  it('lists an apartment’s details in the SPEC order with labels, Po/Jo, and hides empty or unknown ones', async () => {
    renderDetail(
      makeListing({
        category: 'apartment',
        details: {
          elevator: true,
          wifi: false,
          area: 85,
          baths: 1,
          bedrooms: 2,
          rooms: 3,
          floor: '',
          parking: null,
          buildingYear: 'e re',
          colour: 'blue',
        },
      }),
    );
    await screen.findByTestId('detail-list');
    const labels = detailList()
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(['Sipërfaqe', 'Dhoma gjumi', 'Banjo', 'Dhoma', 'Ashensor', 'Wi-Fi']);
    const values = detailList()
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['85 m²', '2', '1', '3', 'Po', 'Jo']);
  });

  it('shows a building year given as a date as its year', async () => {
    renderDetail(makeListing({ details: { buildingYear: '2015-04-01' } }));
    expect(await screen.findByText('Viti Ndërtimit')).toBeTruthy();
    expect(detailList().getByText('2015')).toBeTruthy();
  });

  it('lists land details in the land order, with the main details row of area, sewer, water, electricity', async () => {
    renderDetail(
      makeListing({
        category: 'land',
        details: { keds: true, parcelNumber: '123/4', water: false, wastewater: true, area: 16_100 },
      }),
    );
    await screen.findByTestId('detail-list');
    expect(detailList().getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Sipërfaqe',
      'Kanalizim',
      'Ujë',
      'Numri Parcelës',
      'Rrymë',
    ]);
    expect(detailList().getByText('1,61 ha')).toBeTruthy();
    const main = within(screen.getByRole('list', { name: 'Detajet kryesore' }));
    expect(main.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1,61 haSipërfaqe',
      'PoKanalizim',
      'JoUjë',
      'PoRrymë',
    ]);
  });

  it('shows the main details row of area, rooms, baths and furnished for a house', async () => {
    renderDetail();
    const main = within(await screen.findByRole('list', { name: 'Detajet kryesore' }));
    expect(main.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '165 m²Sipërfaqe',
      '5Dhoma',
      '1Banjo',
      'JoE mobiluar',
    ]);
  });
});

describe('ListingDetail: description', () => {
  it('shows each line as a paragraph and markup as plain text', async () => {
    const description = '<b>Ofertë</b> e veçantë <script>alert(1)</script>\n\nRreshti i dytë.';
    const { container } = renderDetail(makeListing({ description }));
    const text = await screen.findByTestId('detail-description');
    const paragraphs = text.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.textContent).toBe('<b>Ofertë</b> e veçantë <script>alert(1)</script>');
    expect(text.querySelector('b, script')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('ListingDetail: breadcrumb and links', () => {
  it('shows the short id and "Mbrapa" to the first listings page on the full page', async () => {
    renderDetail(makeListing({ id: '2179-4211' }));
    const nav = within(await screen.findByRole('navigation', { name: 'Navigimi i pronës' }));
    expect(nav.getByRole('link', { name: 'Mbrapa' }).getAttribute('href')).toBe('/pronat?page=1');
    expect(nav.getByText('2179')).toBeTruthy();
    expect(nav.queryByText('2179-4211')).toBeNull();
    expect(nav.queryByRole('link', { name: 'Hape pronën në një skedë të re' })).toBeNull();
  });

  it('has an open-in-new-tab icon and a close button instead of "Mbrapa" in the dialog', async () => {
    const onClose = vi.fn();
    renderDetail(makeListing({ id: '2179-4211' }), 'modal', onClose);
    const nav = within(await screen.findByRole('navigation', { name: 'Navigimi i pronës' }));
    expect(nav.queryByRole('link', { name: 'Mbrapa' })).toBeNull();
    const newTab = nav.getByRole('link', { name: 'Hape pronën në një skedë të re' });
    expect(newTab.getAttribute('href')).toBe('/pronat/2179-4211');
    expect(newTab.getAttribute('target')).toBe('_blank');
    await userEvent.click(nav.getByRole('button', { name: 'Mbyll parapamjen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shares the listing beside copy-link, on the page and in the dialog: its links name the page', async () => {
    for (const mode of ['page', 'modal'] as const) {
      const { unmount } = renderDetail(makeListing({ id: '2179-4211', title: 'Shtëpi & oborr', price: 95_000 }), mode, () => {});
      const nav = within(await screen.findByRole('navigation', { name: 'Navigimi i pronës' }));
      expect(nav.getByRole('button', { name: 'Kopjo lidhjen e pronës' })).toBeTruthy();
      const share = nav.getByRole('button', { name: 'Shpërndaj' });
      const panel = document.getElementById(share.getAttribute('popovertarget') ?? '')!;
      const whatsapp = within(panel).getByRole('link', { name: 'WhatsApp', hidden: true }).getAttribute('href');
      expect(whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`Shtëpi & oborr – 95.000\u00a0€\n${window.location.origin}/pronat/2179-4211`)}`);
      unmount();
    }
  });

  it('copies the origin plus /pronat/{id} and shows the tick', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderDetail(makeListing({ id: '2179-4211' }));
    await user.click(await screen.findByRole('button', { name: 'Kopjo lidhjen e pronës' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/pronat/2179-4211`);
    expect(await screen.findByRole('button', { name: 'Lidhja u kopjua' })).toBeTruthy();
  });

  it('links the hidden static SEO page', async () => {
    const { container } = renderDetail(makeListing({ id: '2179-4211' }));
    await screen.findByRole('article');
    const seo = container.querySelector('a[hidden]');
    expect(seo?.getAttribute('href')).toBe('/assets/pronat/2179-4211/index.html');
  });
});

describe('ListingDetail: contact card', () => {
  it('asks for the contact sheet over the bus with the listing id', async () => {
    const requests: ContactRequest[] = [];
    const subscription = contactRequests.subscribe((request) => requests.push(request));
    renderDetail(makeListing({ id: '2179-4211' }));
    const card = within(await screen.findByTestId('contact-card'));
    await userEvent.click(card.getByRole('button', { name: 'Dërgo Mesazh' }));
    subscription.unsubscribe();
    expect(requests).toEqual([{ listingId: '2179-4211' }]);
  });

  it('shows the agency logo, its phone and a call button to tel:', async () => {
    renderDetail();
    const card = within(await screen.findByTestId('contact-card'));
    expect(card.getByRole('img', { name: 'Prona Kosova' }).getAttribute('src')).toBe('/assets/brand/logo.svg');
    expect(card.getByText('+383 44 123 456')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Telefono +383 44 123 456' }).getAttribute('href')).toBe('tel:+38344123456');
  });
});
