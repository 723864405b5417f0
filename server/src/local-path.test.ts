/** The links a page of this site may offer to a path it was given. */
import { describe, expect, it } from 'vitest';
import { site } from 'shared/site';
import { isLocalPath } from './local-path';
import { renderFaultPage } from './seo/fault-page';

describe('a path that stays on this site', () => {
  it.each(['/', '/pronat?page=1', '/pronat/1824', '/kontakti#forma'])('%s does', (path) => {
    expect(isLocalPath(path)).toBe(true);
  });

  it.each(['//evil.example/phish', '/\\evil.example', '/\\/evil.example', 'https://evil.example/', 'evil.example', 'javascript:alert(1)', ''])('%s does not', (path) => {
    expect(isLocalPath(path)).toBe(false);
  });

  it("is the fault page's 'Provo përsëri' link; any other becomes the home page", () => {
    const link = (path: string) => /<a href="([^"]*)">Provo përsëri<\/a>/.exec(renderFaultPage(site, path))?.[1];
    expect(link('/pronat/7?page=2')).toBe('/pronat/7?page=2');
    expect(link('/\\evil.example')).toBe('/');
    expect(link('//evil.example')).toBe('/');
  });
});
