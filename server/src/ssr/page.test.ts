import { describe, expect, it } from 'vitest';
import { withAppStart, withRemoteMap } from './page';

const INDEX = '<!doctype html><html><head><title>App</title><script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>';

describe('every app page', () => {
  it('carries the remotes map inline, as data a hostile entry cannot break out of', () => {
    const remoteMap = { 'mfe-listings': '/remotes/mfe-listings/mf-manifest.json', evil: '</script><script>alert(1)</script>' };
    const html = withRemoteMap(INDEX, remoteMap);
    const inline = /<script type="application\/json" id="remotes-map">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(inline)).toEqual(remoteMap);
    expect(inline).not.toContain('</script>');
    expect(html.indexOf('id="remotes-map"')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('the app start of a server-rendered page', () => {
  it('takes the entry scripts out of the head and leaves them, after the preloads, to the app-start script', () => {
    const { html, startScripts } = withAppStart(INDEX, [{ as: 'script', href: '/remotes/x/remoteEntry.js' }]);
    expect(html).not.toContain('<script defer');
    const config = JSON.parse(/<script type="application\/json" id="app-start">(.*?)<\/script>/.exec(startScripts)?.[1] ?? '{}') as {
      scripts: string[];
      preloads: unknown[];
      maxWaitMs: number;
    };
    expect(config.scripts).toEqual(['/main.1.js']);
    expect(config.preloads).toEqual([{ as: 'script', href: '/remotes/x/remoteEntry.js' }]);
    expect(config.maxWaitMs).toBeGreaterThan(0);
    expect(startScripts).toMatch(/<script>\(function/);
  });
});
