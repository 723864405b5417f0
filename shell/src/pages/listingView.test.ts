// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingShown, resetDocumentPath } from './listingView';

describe("a listing's view beacon", () => {
  let sent: string[];
  beforeEach(() => {
    sent = [];
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (url: string) => (sent.push(url), true) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is not sent for the page the document was loaded at (the server counted it), and is for every page the app shows after', () => {
    resetDocumentPath('/pronat/17');
    listingShown('17');
    expect(sent).toEqual([]);
    listingShown('18');
    listingShown('17');
    expect(sent).toEqual(['/api/listings/18/view', '/api/listings/17/view']);
  });

  it("reads the document's address from its navigation entry, wherever the app is when the route's code loads", () => {
    resetDocumentPath(undefined);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'http://localhost/pronat/17' } as PerformanceEntry]);
    history.pushState(null, '', '/pronat/18');
    listingShown('18');
    expect(sent).toEqual(['/api/listings/18/view']);
    resetDocumentPath(undefined);
    listingShown('17');
    expect(sent).toEqual(['/api/listings/18/view']);
  });

  it('is sent for the first listing when the document was another page', () => {
    resetDocumentPath('/pronat');
    listingShown('2179-4211');
    expect(sent).toEqual(['/api/listings/2179-4211/view']);
  });

  it('goes as a keepalive POST where the browser refuses a beacon', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetched: [string, RequestInit | undefined][] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => (fetched.push([url, init]), Promise.resolve(new Response(null, { status: 204 }))));
    resetDocumentPath('/');
    listingShown('5');
    expect(fetched).toEqual([['/api/listings/5/view', { method: 'POST', keepalive: true, credentials: 'omit' }]]);
  });
});
