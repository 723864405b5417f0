/** The first view's frame: the top bar as the shell draws it, and the filter strip's box. */
import { site } from 'shared/site';
import { LISTINGS_FIRST_PAGE_PATH } from 'shared/listings';
import { strings } from '../../src/strings';
import { escapeHtml } from '../seo/escape';
import { firstViewStrings } from './strings';

export type ActiveNav = 'listings' | null;

function navLink(href: string, label: string, active: boolean): string {
  return `<a href="${escapeHtml(href)}"${active ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a>`;
}

/** Logo, brand and the three menu entries (Kontakti is a plain link to the contact page here). */
export function topBar(active: ActiveNav): string {
  return [
    '<div class="fv-bar">',
    `<a class="fv-logo" href="${LISTINGS_FIRST_PAGE_PATH}" aria-label="${escapeHtml(strings.logoLabel(site.brand))}">`,
    `<img src="${escapeHtml(site.logo)}" alt="" width="176" height="38"></a>`,
    `<nav class="fv-nav" aria-label="${escapeHtml(strings.nav.mainMenu)}">`,
    navLink('/home', strings.nav.home, false),
    navLink(LISTINGS_FIRST_PAGE_PATH, strings.nav.listings, active === 'listings'),
    navLink('/kontakti', strings.nav.contact, false),
    '</nav>',
    '<div class="fv-burger" aria-hidden="true"><span></span><span></span><span></span></div>',
    '</div>',
  ].join('');
}

/** The filter strip's place (its controls need the app): same height, empty fields. */
export function filterStripBox(): string {
  const field = '<span class="fv-field"></span>';
  return `<div class="fv-strip" aria-label="${escapeHtml(firstViewStrings.filtersLabel)}" role="presentation"><div class="fv-strip-inner">${field.repeat(4)}<span class="fv-strip-actions"><span class="fv-strip-button"></span><span class="fv-strip-toggle"></span></span></div></div>`;
}

export function header(active: ActiveNav, withStrip: boolean): string {
  return `<header class="fv-header">${topBar(active)}${withStrip ? filterStripBox() : ''}</header>`;
}
