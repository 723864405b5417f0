import { describe, expect, it } from 'vitest';
import { siteBundle } from './oneBundle';

describe('siteBundle', () => {
  it('builds the federated site unless SITE_BUNDLE asks for one bundle', () => {
    expect(siteBundle({})).toBe('federated');
    expect(siteBundle({ SITE_BUNDLE: '' })).toBe('federated');
    expect(siteBundle({ SITE_BUNDLE: 'federated' })).toBe('federated');
    expect(siteBundle({ SITE_BUNDLE: 'one' })).toBe('one');
  });

  it('refuses a value it does not know, instead of building the federated site unasked', () => {
    expect(() => siteBundle({ SITE_BUNDLE: '1' })).toThrow(/SITE_BUNDLE/);
  });
});
