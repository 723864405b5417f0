import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_LOCALE, setLocaleSource } from 'shared/i18n';
import { renderAt } from '../../test/render';
import { AlertControl } from './AlertControl';

afterEach(() => {
  vi.unstubAllGlobals();
  setLocaleSource(() => BASE_LOCALE);
});

/** The server's answer to the app's post, as the alerts route gives it. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => ({ ok: status < 300, status, json: async () => body }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const control = () => screen.getByTestId('alert-control');
const form = () => control().querySelector('form')!;

async function send(address: string) {
  fireEvent.click(within(control()).getByText('Më njofto për prona të reja'));
  fireEvent.change(within(control()).getByLabelText('E-mail'), { target: { value: address } });
  await act(async () => {
    fireEvent.submit(form());
  });
}

describe('AlertControl', () => {
  it('is a plain form posting the page\'s search as the app writes it, opened by its named summary', () => {
    renderAt('/pronat?page=2&type=land&type=house&city=Prishtin%C3%AB&sort=oldest', <AlertControl />);
    const summary = within(control()).getByText('Më njofto për prona të reja');
    expect(summary.tagName).toBe('SUMMARY');
    expect(control().tagName).toBe('DETAILS');
    expect(form().getAttribute('method')).toBe('post');
    expect(form().getAttribute('action')).toBe('/njoftimet');
    expect((form().elements.namedItem('search') as HTMLInputElement).value).toBe('type=land%2Chouse&city=Prishtin%C3%AB');
    expect(within(control()).getByLabelText('Për çdo pronë të re')).toHaveProperty('checked', true);
    expect(within(control()).getByLabelText('Një përmbledhje në ditë')).toHaveProperty('checked', false);
    expect(within(control()).getByRole('button', { name: 'Më njofto' })).toBeTruthy();
  });

  it('sends the form by fetch once the app runs and says to check the e-mail', async () => {
    const fetch = answer(202, { ok: true });
    renderAt('/pronat?page=1&city=Pej%C3%AB', <AlertControl />);
    fireEvent.click(within(control()).getByLabelText('Një përmbledhje në ditë'));
    await send('arta@example.com');
    await waitFor(() => expect(within(control()).getByRole('status').textContent).toContain('Kontrolloni e-mailin tuaj'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/njoftimet');
    expect(init?.headers).toMatchObject({ accept: 'application/json' });
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({ email: 'arta@example.com', frequency: 'daily', search: 'city=Pej%C3%AB' });
  });

  it('marks and focuses a refused address, and says why anything else was refused', async () => {
    answer(400, { ok: false, error: 'invalid-field', field: 'email' });
    renderAt('/pronat?page=1', <AlertControl />);
    await send('arta@example');
    const input = within(control()).getByLabelText('E-mail', { selector: 'input' });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(input);
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Shkruani një adresë e-maili të saktë (p.sh. emri@shembull.com).');

    answer(429, { ok: false, error: 'rate-limited' });
    await act(async () => {
      fireEvent.submit(form());
    });
    await waitFor(() => expect(within(control()).getByRole('alert').textContent).toBe('Keni kërkuar shumë njoftime njëherësh. Provoni përsëri më vonë.'));
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await act(async () => {
      fireEvent.submit(form());
    });
    await waitFor(() => expect(within(control()).getByRole('alert').textContent).toContain('Njoftimi nuk u ruajt.'));
    // What was typed is still there to send again.
    expect((input as HTMLInputElement).value).toBe('arta@example');
  });

  it('speaks the page\'s language and posts to its path', () => {
    setLocaleSource(() => 'en');
    renderAt('/en/properties?page=1', <AlertControl />);
    expect(within(control()).getByText('Tell me about new properties').tagName).toBe('SUMMARY');
    expect(form().getAttribute('action')).toBe('/en/alerts');
    expect(within(control()).getByLabelText('One summary a day')).toBeTruthy();
  });
});
