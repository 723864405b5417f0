/** The request mix of the load test: the pages people and crawlers fetch, the listings data, a small file, and contact posts. */
import type autocannon from 'autocannon';
import { encodeContactForm } from 'shared/contact';
import type { ContactLedger } from './ledger';

export interface LoadRoute {
  name: string;
  connections: number;
  request: autocannon.Request;
}

export const CONTACT_ROUTE = 'POST / (contact)';

/** As a browser asks for pages: the server answers with its pre-compressed files. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** `listingId` is a shown listing's: its app page and its static SEO page are asked for. */
export function loadRoutes(listingId: string, connections: number, ledger: ContactLedger): LoadRoute[] {
  const page = (name: string, path: string): LoadRoute => ({
    name,
    connections,
    request: { method: 'GET', path, headers: BROWSER_HEADERS },
  });
  return [
    page('GET /pronat?page=1', '/pronat?page=1'),
    page('GET /pronat/{id}', `/pronat/${encodeURIComponent(listingId)}`),
    page('GET SEO page', `/assets/pronat/${encodeURIComponent(listingId)}/index.html`),
    page('GET /robots.txt', '/robots.txt'),
    page('GET listings.json', '/assets/data/listings.json'),
    {
      name: CONTACT_ROUTE,
      connections: Math.max(1, Math.floor(connections / 2)),
      request: {
        method: 'POST',
        path: '/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        // Each post carries its own marker, kept in the connection's context until its answer.
        setupRequest: (request, context) => {
          const marker = ledger.nextMarker();
          (context as { marker?: string }).marker = marker;
          const fields = { name: 'Prova Ngarkese', email: 'prova@example.com', phone: '+383 44 000 000' };
          return { ...request, body: encodeContactForm({ ...fields, message: `Mesazh prove ${marker}\n\nFaqja: http://127.0.0.1/kontakti` }) };
        },
        onResponse: (status, _body, context) => {
          const marker = (context as { marker?: string } | undefined)?.marker;
          if (marker !== undefined && status >= 200 && status < 300) ledger.acknowledge(marker);
        },
      },
    },
  ];
}
