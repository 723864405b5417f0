/**
 * The shell's own pages and frame in English and German: their words from the shell's catalogue,
 * their links in the page's language (the path functions of shared/routes), their titles.
 */
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderRoutes } from 'shared/testing/routes';
import { site } from 'shared/site';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from '../layout/Footer';
import { SkipLink } from '../layout/SkipLink';
import { TopBar } from '../layout/TopBar';
import { strings } from '../strings';
import { ContactPage } from './ContactPage';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';

const renderAt = (path: string, element: ReactNode) => renderRoutes(path, [{ path: '*', element }]);
const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the 404 page', () => {
  it('speaks English on an English page, its title and links too', () => {
    renderAt('/en/nothing-here', <NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Sorry, we could not find the page you were looking for.')).toBeTruthy();
    expect(href('Back to the home page')).toBe('/en/home');
    expect(href('Contact us')).toBe('/en/contact');
    expect(document.title).toBe(`Page not found - ${site.brand}`);
  });
});

describe('the home page', () => {
  it('speaks German on a German page, its questions and its button to the properties too', () => {
    renderAt('/de/start', <HomePage />);
    expect(screen.getByText(/^Exklusive Immobilien zum Kauf im Kosovo/)).toBeTruthy();
    expect(href('Immobilien ansehen')).toBe('/de/immobilien?page=1');
    expect(screen.getByRole('img', { name: 'Einfamilienhaus mit Garten am Stadtrand von Prishtina' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Häufig gestellte Fragen' })).toBeTruthy();
    const questions = document.querySelectorAll('summary');
    expect(questions).toHaveLength(6);
    expect(questions[0]?.textContent).toBe('Kann ich einen vereinbarten Besichtigungstermin absagen oder verschieben?');
    expect(screen.getByText(/„Preis auf Anfrage“/)).toBeTruthy();
  });
});

describe('the contact page', () => {
  it('speaks English on an English page, and its button asks for the English message form', () => {
    renderAt('/en/contact', <ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(document.title).toBe(`Contact - ${site.brand}`);
    for (const label of ['Address', 'Phone', 'Email', 'Opening hours']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('Monday – Saturday, 09:00 – 18:00')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send a message' });
    expect(send.closest('form')?.getAttribute('action')).toBe('/en/contact/message');
  });
});

describe('the frame', () => {
  it("names the top bar's links, logo and menu in English, each link to the English page", () => {
    renderAt('/en/home', <TopBar />);
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en/home');
    expect(menu.getByRole('link', { name: 'Properties' }).getAttribute('href')).toBe('/en/properties?page=1');
    expect(menu.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/en/contact/message');
    expect(href(`${site.brand} – property listings`)).toBe('/en/properties?page=1');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('writes the footer in German, its links to the German pages', () => {
    renderAt('/de/kontakt', <Footer />);
    expect(href('Über uns')).toBe('/de/start');
    expect(href('Immobilien')).toBe('/de/immobilien?page=1');
    expect(href('Kontakt')).toBe('/de/kontakt');
    expect(screen.getByRole('group', { name: 'Folgen Sie uns' })).toBeTruthy();
    expect(screen.getByText(/Alle Rechte vorbehalten\.$/)).toBeTruthy();
  });

  it('keeps the Albanian frame on an Albanian page', () => {
    renderAt('/pronat', <Footer />);
    expect(href('Rreth Nesh')).toBe('/home');
    expect(screen.getByText(/Të gjitha të drejtat e rezervuara\.$/)).toBeTruthy();
  });

  it('says the skip link, the loading and failure words and the preview in the language', () => {
    renderAt('/en/properties', <SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to the properties' })).toBeTruthy();
    expect([strings.slot.loading, strings.slot.failedTitle, strings.preview.close, strings.mapHeading]).toEqual([
      'Loading…',
      'This part of the page did not load',
      'Close preview',
      'Properties on the map',
    ]);
  });
});
