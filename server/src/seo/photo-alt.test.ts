/** The static listing page names each photo by its caption, escaped, else 'Pamje e pronës N'. */
import { describe, expect, it } from 'vitest';
import { site } from 'shared/site';
import { makeListing } from 'shared/testing';
import { renderListingPage } from './listing-page';

describe("the static page's photo alt text", () => {
  it('is the caption, escaped, and the SPEC text for a photo without one', () => {
    const listing = makeListing({
      images: ['/assets/photos/a-1200.webp', '/assets/photos/b-1200.webp'],
      captions: ['Ballkoni "i madh" <b>& dielli</b>', ''],
    });
    const html = renderListingPage(listing, site);
    expect(html).toContain('alt="Ballkoni &quot;i madh&quot; &lt;b&gt;&amp; dielli&lt;/b&gt;"');
    expect(html).toContain('alt="Pamje e pronës 2"');
    expect(html).not.toContain('<b>& dielli');
    expect(renderListingPage(makeListing({ images: ['/assets/photos/a-1200.webp'] }), site)).toContain('alt="Pamje e pronës 1"');
  });
});
