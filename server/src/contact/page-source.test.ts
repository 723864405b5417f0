/**
 * A message's page line as the agency reads it (the inbox, the inquiry mail): a listing leads to
 * its Albanian page whatever language the process was last asked to speak, a page keeps the
 * address the visitor wrote from.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_LOCALE, setLocaleSource } from 'shared/i18n';
import { pageSource } from './page-source';

const SITE = 'https://prona.example';
afterEach(() => setLocaleSource(() => BASE_LOCALE));

describe('pageSource', () => {
  it("links a listing to its Albanian page, even while English is the shared package's language", () => {
    setLocaleSource(() => 'en');
    expect(pageSource('Prona: 1043', SITE)).toEqual({ kind: 'listing', listingId: '1043', path: '/pronat/1043', url: `${SITE}/pronat/1043` });
  });

  it('keeps the address of a page of this site in the language the visitor wrote from', () => {
    expect(pageSource(`Faqja: ${SITE}/en/properties?page=2`, SITE)).toEqual({ kind: 'page', url: `${SITE}/en/properties?page=2`, path: '/en/properties?page=2' });
  });
});
