import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocaleSource } from 'shared/i18n';
import { resetListingsCache } from 'shared/listings';
import { notifications } from 'shared/notifications';
import { BrowserRouter } from 'shared/router';
import { makeListing } from 'shared/testing';
import { AppProviders } from 'shared/ui';
import type { ContactRequest } from 'shared/contracts';
import ContactSheet from './ContactSheet';
import { showContactToast } from './toasts';

/**
 * What the sheet says in English and German: its own messages only. The title, the field labels,
 * the errors and the toasts' texts are the shared package's (shared/contact), tested there.
 */
const WORDS = {
  en: {
    contactPage: '/en/contact',
    close: 'Close the form',
    intro: 'Leave your number and your message. We will get back to you as soon as we can.',
    addressAndHours: 'Address and opening hours',
    placeholders: ['First and last name', 'name@example.com', '+383 44 123 456', 'How can we help you?'],
    required: 'Fill in your phone number and your message to send it.',
    orCall: 'Or call us:',
    aboutListing: 'Enquiry about the property',
    unavailable: 'Messages cannot be stored at the moment.',
    toastClose: 'Close the notification',
  },
  de: {
    contactPage: '/de/kontakt',
    close: 'Formular schließen',
    intro: 'Hinterlassen Sie Ihre Nummer und Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen.',
    addressAndHours: 'Adresse und Öffnungszeiten',
    placeholders: ['Vor- und Nachname', 'name@beispiel.de', '+383 44 123 456', 'Wie können wir Ihnen helfen?'],
    required: 'Geben Sie Ihre Telefonnummer und Ihre Nachricht ein, um sie zu senden.',
    orCall: 'Oder rufen Sie uns an:',
    aboutListing: 'Anfrage zur Immobilie',
    unavailable: 'Nachrichten können im Moment nicht gespeichert werden.',
    toastClose: 'Benachrichtigung schließen',
  },
} as const;

const listing = makeListing({ id: '1043', title: 'Banesë me pamje nga parku' });

/** The site's fetch: the listings file, and the contact post answered with `postStatus`. */
function fakeFetch(postStatus: number, postBody = '{}') {
  return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url).startsWith('/assets/data/listings.json')) return new Response(JSON.stringify({ listings: [listing] }), { status: 200 });
    if (init?.method === 'POST') return new Response(postBody, { status: postStatus });
    throw new Error(`unexpected request ${String(url)}`);
  });
}

async function openSheet(request: ContactRequest = {}) {
  render(
    <AppProviders>
      <BrowserRouter>
        <ContactSheet initialRequest={request} />
      </BrowserRouter>
    </AppProviders>,
  );
  return within(await screen.findByRole('dialog'));
}

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

beforeEach(() => resetListingsCache());
afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  setLocaleSource(() => 'sq');
});

describe.each(['en', 'de'] as const)('the contact sheet in %s', (locale) => {
  const words = WORDS[locale];
  beforeEach(() => setLocaleSource(() => locale));

  it('introduces the form, links the contact page in the language and guides the visitor', async () => {
    const sheet = await openSheet();
    expect(sheet.getByRole('button', { name: words.close })).toBeTruthy();
    expect(sheet.getByText(words.intro, { exact: false })).toBeTruthy();
    expect(sheet.getByRole('link', { name: words.addressAndHours }).getAttribute('href')).toBe(words.contactPage);
    for (const placeholder of words.placeholders) expect(sheet.getByPlaceholderText(placeholder)).toBeTruthy();
    expect(sheet.getByText(words.required)).toBeTruthy();
    expect(sheet.getByText(words.orCall, { exact: false })).toBeTruthy();
  });

  it('names the listing it was opened from', async () => {
    vi.stubGlobal('fetch', fakeFetch(200));
    const sheet = await openSheet({ listingId: '1043' });
    expect(sheet.getByText(words.aboutListing)).toBeTruthy();
    expect(await sheet.findByText(/^ID 1043 · /)).toBeTruthy();
  });

  it('says in the sheet when the server cannot store messages', async () => {
    vi.stubGlobal('fetch', fakeFetch(503, '{"ok":false,"error":"store-unavailable"}'));
    const user = userEvent.setup();
    const sheet = await openSheet();
    const [, , phone, message] = words.placeholders;
    await user.click(sheet.getByPlaceholderText(phone));
    await user.paste('+383 44 123 456');
    await user.click(sheet.getByPlaceholderText(message));
    await user.paste('Hello');
    // The submit button's words are the shared package's: found by its type.
    const submit = within(sheet.getByRole('form')).getAllByRole('button').find((button) => button.getAttribute('type') === 'submit');
    await user.click(submit as HTMLElement);
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain(words.unavailable);
  });

  it("names a toast's close button in the language", async () => {
    render(<AppProviders>{null}</AppProviders>);
    act(() => showContactToast('failed'));
    await waitFor(() => expect(screen.getByRole('button', { name: words.toastClose })).toBeTruthy());
  });
});

describe("the listing the sheet was opened from, in the page's language", () => {
  const translated = makeListing({ id: '1044', title: 'Shtëpi me oborr', translations: { en: { title: 'House with a yard' } } });
  const serve = () =>
    vi.fn(async (url: string | URL | Request) => {
      if (String(url).startsWith('/assets/data/listings.json')) return new Response(JSON.stringify({ listings: [translated] }), { status: 200 });
      throw new Error(`unexpected request ${String(url)}`);
    });

  it('is named by its English title on an English page, marked lang="en"', async () => {
    setLocaleSource(() => 'en');
    vi.stubGlobal('fetch', serve());
    const sheet = await openSheet({ listingId: '1044' });
    expect((await sheet.findByText('House with a yard')).closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(sheet.queryByText('Shtëpi me oborr')).toBeNull();
  });

  it('is named by its Albanian title, marked lang="sq", where it has none in the language', async () => {
    setLocaleSource(() => 'de');
    vi.stubGlobal('fetch', serve());
    const sheet = await openSheet({ listingId: '1044' });
    expect((await sheet.findByText('Shtëpi me oborr')).closest('[lang]')?.getAttribute('lang')).toBe('sq');
  });
});
