import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestContact } from 'shared/bus';
import { resetListingsCache } from 'shared/listings';
import { notifications } from 'shared/notifications';
import { BrowserRouter } from 'shared/router';
import { AppProviders } from 'shared/ui';
import type { ContactRequest } from 'shared/contracts';
import ContactSheet from './ContactSheet';

const listing = {
  id: '1043',
  active: true,
  title: 'Banesë me pamje nga parku',
  description: '',
  category: 'apartment',
  option: 'Në Shitje',
  city: 'Prishtinë',
  subcity: 'Arbëri',
  price: 125000,
  images: ['/assets/images/1043-1-1200.webp'],
  createdAt: '2026-10-01',
  details: {},
};

/** The site's fetch: the listings file, and the contact post answered with `postStatus`. */
function fakeFetch(postStatus: number | 'network-error', postBody = '{}') {
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url).startsWith('/assets/data/listings.json')) {
      return new Response(JSON.stringify({ listings: [listing] }), { status: 200 });
    }
    if (init?.method === 'POST') {
      if (postStatus === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(postBody, { status: postStatus });
    }
    throw new Error(`unexpected request ${String(url)}`);
  });
}

function renderSheet(initialRequest: ContactRequest | null = {}) {
  return render(
    <AppProviders>
      <BrowserRouter>
        <ContactSheet initialRequest={initialRequest ?? undefined} />
      </BrowserRouter>
    </AppProviders>,
  );
}

/** The sheet mounted with a request: its frame paints first, then the drawer opens. */
async function openSheet(initialRequest: ContactRequest = {}) {
  const rendered = renderSheet(initialRequest);
  await screen.findByRole('dialog', { name: 'Na dërgoni një mesazh' });
  return rendered;
}

const sheet = () => screen.getByRole('dialog', { name: 'Na dërgoni një mesazh' });
const submitButton = () => within(sheet()).getByRole('button', { name: 'Dërgo mesazhin' });
const posts = (fetchMock: ReturnType<typeof fakeFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

/** Fills a field as a paste: one change instead of one per character keeps the tests quick. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, 'Emri', 'Arta');
  await fill(user, /Numri i telefonit/, '+383 44 123 456');
  await fill(user, /Mesazhi/, 'A është ende në shitje?');
}

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

beforeEach(() => resetListingsCache());
afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe('ContactSheet', () => {
  it('opens with every field labelled, phone and message required, and submit disabled', async () => {
    await openSheet();
    expect(sheet()).toBeTruthy();
    expect(screen.getByLabelText('Emri')).toHaveProperty('required', false);
    expect(screen.getByLabelText('E-mail')).toHaveProperty('type', 'email');
    expect(screen.getByLabelText(/Numri i telefonit/)).toHaveProperty('required', true);
    expect(screen.getByLabelText(/Mesazhi/)).toHaveProperty('required', true);
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('stays closed until a request arrives when mounted without one; the request paints its frame first, then the sheet', async () => {
    const { container } = renderSheet(null);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => requestContact());
    // The frame paints in the next frame; the drawer, the heavier render, from the frame after.
    expect(container.ownerDocument.querySelector('[data-overlay-frame="sheet"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Na dërgoni një mesazh' })).toBeTruthy();
    expect(container.ownerDocument.querySelector('[data-overlay-frame]')).toBeNull();
  });

  it('shows the required messages only once a field has been left empty', async () => {
    const user = userEvent.setup();
    await openSheet();
    expect(screen.queryByText('Numri telefonit është i detyrueshëm.')).toBeNull();
    await user.click(screen.getByLabelText(/Numri i telefonit/));
    await user.click(screen.getByLabelText(/Mesazhi/));
    expect(screen.getByText('Numri telefonit është i detyrueshëm.')).toBeTruthy();
    expect(screen.queryByText('Mesazhi është i detyrueshëm.')).toBeNull();
    await user.click(screen.getByLabelText('Emri'));
    expect(screen.getByText('Mesazhi është i detyrueshëm.')).toBeTruthy();
    expect(screen.getByLabelText(/Numri i telefonit/)).toHaveProperty('ariaInvalid', 'true');
  });

  it('enables submit only when phone and message are valid', async () => {
    const user = userEvent.setup();
    await openSheet();
    await fill(user, /Numri i telefonit/, '044 123 456');
    expect(submitButton()).toHaveProperty('disabled', true);
    await fill(user, /Mesazhi/, 'Tung');
    expect(submitButton()).toHaveProperty('disabled', false);
    await fill(user, 'E-mail', 'arta@');
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.click(screen.getByLabelText('Emri'));
    expect(screen.getByText('Shkruani një adresë e-maili të vlefshme.')).toBeTruthy();
  });

  it('closes on submit, posts the form with the page, toasts success and starts empty next time', async () => {
    const fetchMock = fakeFetch(200);
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await openSheet();
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Mesazhi u dërgua me sukses')).toBeTruthy();
    expect(screen.getByText('Prisni një përgjigje së shpejti')).toBeTruthy();

    const [[url, init]] = posts(fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    const body = new URLSearchParams(String(init.body));
    expect(Object.fromEntries(body)).toEqual({
      'form-name': 'contact',
      name: 'Arta',
      email: '',
      phone: '+383 44 123 456',
      message: `A është ende në shitje?\n\nFaqja: ${window.location.origin}${window.location.pathname}`,
      'bot-field': '',
    });

    act(() => requestContact());
    await screen.findByRole('dialog');
    expect(screen.getByLabelText('Emri')).toHaveProperty('value', '');
    expect(screen.getByLabelText(/Mesazhi/)).toHaveProperty('value', '');
    expect(screen.queryByText('Numri telefonit është i detyrueshëm.')).toBeNull();
  });

  it('names the listing it was opened from, in the sheet and in the message', async () => {
    const fetchMock = fakeFetch(200);
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await openSheet({ listingId: '1043' });
    expect(await within(sheet()).findByText('Banesë me pamje nga parku')).toBeTruthy();
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText('Mesazhi u dërgua me sukses');
    const body = new URLSearchParams(String((posts(fetchMock)[0]?.[1] as RequestInit).body));
    expect(body.get('message')).toBe('A është ende në shitje?\n\nProna: 1043');
  });

  it('follows the latest request: a later one without a listing sends the page instead', async () => {
    const fetchMock = fakeFetch(200);
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await openSheet({ listingId: '1043' });
    await user.click(within(sheet()).getByRole('button', { name: 'Mbyll formularin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => requestContact());
    await screen.findByRole('dialog');
    expect(screen.queryByTestId('contact-listing')).toBeNull();
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText('Mesazhi u dërgua me sukses');
    const body = new URLSearchParams(String((posts(fetchMock)[0]?.[1] as RequestInit).body));
    expect(body.get('message')).toMatch(/\n\nFaqja: http/);
  });

  it.each([
    ['a 500 answer', 500],
    ['a 429 answer', 429],
    ['a network error', 'network-error' as const],
  ])('on %s toasts the failure and keeps the draft for the next opening', async (_case, status) => {
    vi.stubGlobal('fetch', fakeFetch(status));
    const user = userEvent.setup();
    await openSheet();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('Gabim')).toBeTruthy();
    expect(screen.getByText('Na vjen keq, por mesazhi nuk u dërgua')).toBeTruthy();
    expect(screen.queryByText('Mesazhi u dërgua me sukses')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => requestContact());
    await screen.findByRole('dialog');
    expect(screen.getByLabelText('Emri')).toHaveProperty('value', 'Arta');
    expect(screen.getByLabelText(/Numri i telefonit/)).toHaveProperty('value', '+383 44 123 456');
    expect(screen.getByLabelText(/Mesazhi/)).toHaveProperty('value', 'A është ende në shitje?');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('on a 503 from a server that cannot store messages, says so in the sheet with the draft kept', async () => {
    vi.stubGlobal('fetch', fakeFetch(503, '{"ok":false,"error":"store-unavailable"}'));
    const user = userEvent.setup();
    await openSheet();
    await fillValid(user);
    await user.click(submitButton());
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain('Mesazhet nuk mund të ruhen për momentin');
    expect(screen.getByLabelText(/Mesazhi/)).toHaveProperty('value', 'A është ende në shitje?');
    expect(screen.queryByText('Mesazhi u dërgua me sukses')).toBeNull();

    // The server recovers: the same draft goes, and the notice goes with it.
    vi.stubGlobal('fetch', fakeFetch(200));
    await user.click(submitButton());
    expect(await screen.findByText('Mesazhi u dërgua me sukses')).toBeTruthy();
    expect(screen.queryByText(/Mesazhet nuk mund të ruhen/)).toBeNull();
  });

  it('posts the honeypot as the bot filled it', async () => {
    const fetchMock = fakeFetch(200);
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { baseElement } = await openSheet();
    const honeypot = baseElement.querySelector<HTMLInputElement>('input[name="bot-field"]');
    expect(honeypot?.closest('[hidden]')).toBeTruthy();
    fireEvent.change(honeypot as HTMLInputElement, { target: { value: 'spam' } });
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText('Mesazhi u dërgua me sukses');
    const body = new URLSearchParams(String((posts(fetchMock)[0]?.[1] as RequestInit).body));
    expect(body.get('bot-field')).toBe('spam');
  });
});
