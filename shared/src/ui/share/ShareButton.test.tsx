import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocaleSource } from '../../i18n/current';
import { makeListing } from '../../listings/fixtures';
import { site } from '../../site';
import { SiteAddressProvider, pageSiteAddress } from '../siteAddress';
import { ShareButton, shareWithSheet } from './ShareButton';

const listing = makeListing({ id: '42', title: 'Banesë & pishinë', option: 'Në Shitje', category: 'house', price: 250_000 });
const ORIGIN = window.location.origin;

/** The browser's own share sheet, replaced for the test: what it was handed, and how it answers. */
function stubShare(answer: () => Promise<void>) {
  const share = vi.fn((_data: ShareData) => answer());
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  return share;
}

const showPopover = vi.fn();
const hidePopover = vi.fn();

beforeEach(() => {
  // jsdom has no popovers: the panel's opening is what the tests watch.
  Object.defineProperty(HTMLElement.prototype, 'showPopover', { configurable: true, value: showPopover });
  Object.defineProperty(HTMLElement.prototype, 'hidePopover', { configurable: true, value: hidePopover });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(HTMLElement.prototype, 'showPopover');
  Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
  showPopover.mockReset();
  hidePopover.mockReset();
  setLocaleSource(() => 'sq');
});

const render = (ui: ReactElement) => renderBare(ui, { wrapper: MantineProvider });

const shareButton = (name = 'Shpërndaj') => screen.getByRole('button', { name });
/** A click as the browser sends it; whether the page cancelled it (then the popover stays shut). */
/** The panel the button opens (`popoverTarget`), shut: hidden from the accessibility tree. */
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('popovertarget') ?? '') as HTMLElement;

const clickCancelled = (element: Element) => !fireEvent.click(element);

describe('ShareButton with the Web Share API', () => {
  it("hands the share sheet the title, the title and price, and the English page's address on an English page", async () => {
    setLocaleSource(() => 'en');
    const share = stubShare(() => Promise.resolve());
    render(<ShareButton listing={listing} appearance="item" />);
    expect(clickCancelled(shareButton('Share'))).toBe(true);
    expect(share).toHaveBeenCalledWith({ title: 'Banesë & pishinë', text: 'Banesë & pishinë – €250,000', url: `${ORIGIN}/en/properties/42` });
    await Promise.resolve();
    expect(showPopover).not.toHaveBeenCalled();
  });

  it('stays silent when the visitor cancels the sheet', async () => {
    stubShare(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    render(<ShareButton listing={listing} appearance="icon" />);
    expect(clickCancelled(shareButton())).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(showPopover).not.toHaveBeenCalled();
  });

  it('shows the links when the sheet fails otherwise', async () => {
    stubShare(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    render(<ShareButton listing={listing} appearance="item" />);
    fireEvent.click(shareButton());
    await waitFor(() => expect(showPopover).toHaveBeenCalledTimes(1));
    const panel = panelOf(shareButton());
    expect(panel.getAttribute('aria-label')).toBe('Shpërndaje pronën');
    expect(showPopover.mock.contexts[0]).toBe(panel);
  });

  it('leaves the links to a browser that cannot share this data', async () => {
    const share = stubShare(() => Promise.resolve());
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false });
    expect(await shareWithSheet({ title: 't', text: 't', url: 'https://x.example/' })).toBe('unavailable');
    expect(share).not.toHaveBeenCalled();
  });
});

describe('ShareButton without the Web Share API', () => {
  it('lets the button open its panel of links (no script needed), each saying the listing in German', () => {
    setLocaleSource(() => 'de');
    render(<ShareButton listing={listing} appearance="item" />);
    const button = shareButton('Teilen');
    const panel = panelOf(button);
    expect(panel.getAttribute('role')).toBe('group');
    expect(panel.getAttribute('aria-label')).toBe('Diese Immobilie teilen');
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(clickCancelled(button)).toBe(false);

    const message = encodeURIComponent(`Banesë & pishinë – 250.000\u00a0€\n${ORIGIN}/de/immobilien/42`);
    const link = (name: string) => screen.getByRole('link', { name, hidden: true }).getAttribute('href');
    expect(link('WhatsApp')).toBe(`https://wa.me/?text=${message}`);
    expect(link('Viber')).toBe(`viber://forward?text=${message}`);
    expect(link('E-Mail')).toBe(
      `mailto:?subject=${encodeURIComponent('Banesë & pishinë')}&body=${encodeURIComponent(`Banesë & pishinë – 250.000\u00a0€\r\n\r\n${ORIGIN}/de/immobilien/42`)}`,
    );
    expect(screen.getByRole('link', { name: 'WhatsApp', hidden: true }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(link('Link kopieren')).toBe(`${ORIGIN}/de/immobilien/42`);
  });

  it("copies the page's address with 'Kopjo lidhjen' and says so", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    try {
      render(<ShareButton listing={listing} appearance="item" />);
      expect(clickCancelled(screen.getByRole('link', { name: 'Kopjo lidhjen', hidden: true }))).toBe(true);
      expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/pronat/42`);
      expect(await screen.findByRole('link', { name: 'Lidhja u kopjua', hidden: true })).toBeTruthy();
      expect(screen.getByRole('status', { hidden: true }).textContent).toBe('Lidhja u kopjua');
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it("is drawn on the server with the site's address, and hydrates without a mismatch", async () => {
    const markup = renderToString(<ShareButton listing={listing} appearance="item" />);
    expect(markup).not.toContain('wa.me/?text=Banes%C3%AB%20%26%20pishin%C3%AB%20%E2%80%93%20250.000%C2%A0%E2%82%AC%0Ahttp%3A%2F%2Flocalhost');
    expect(markup).toContain(`href="${site.siteUrl}/pronat/42"`);
    expect(markup).toContain('popover="auto"');
    const container = document.createElement('div');
    container.innerHTML = markup;
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <ShareButton listing={listing} appearance="item" />, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    // Then the browser's own origin, as the share sheet and the copy give.
    expect(container.querySelector('[data-share="copy"]')?.getAttribute('href')).toBe(`${ORIGIN}/pronat/42`);
  });

  it('is drawn with the address the server was started with (SITE_URL), which the hydrating render reads from the page', async () => {
    const PUBLIC = 'https://prona.example';
    const drawn = (address: string | null) => (
      <SiteAddressProvider value={address}>
        <ShareButton listing={listing} appearance="item" />
      </SiteAddressProvider>
    );
    const markup = renderToString(drawn(PUBLIC));
    expect(markup).toContain(`href="${PUBLIC}/pronat/42"`);
    expect(markup).toContain(encodeURIComponent(`${PUBLIC}/pronat/42`));
    expect(markup).not.toContain(site.siteUrl);

    // The page names the same address in its language alternates (server/src/ssr/page-language.ts).
    const page = document.implementation.createHTMLDocument();
    page.head.innerHTML = `<link rel="alternate" hreflang="sq" href="${PUBLIC}/pronat/42"><link rel="alternate" hreflang="x-default" href="${PUBLIC}/pronat/42">`;
    expect(pageSiteAddress(page)).toBe(PUBLIC);
    const container = document.createElement('div');
    container.innerHTML = markup;
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, drawn(pageSiteAddress(page)), { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it('finds no address on a page without language alternates, or with one that is not a URL', () => {
    const page = document.implementation.createHTMLDocument();
    expect(pageSiteAddress(page)).toBeNull();
    page.head.innerHTML = '<link rel="alternate" hreflang="x-default" href="not a url">';
    expect(pageSiteAddress(page)).toBeNull();
  });
});
