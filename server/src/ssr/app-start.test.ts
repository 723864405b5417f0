// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_START_SCRIPT } from './app-start';

const CONFIG = {
  scripts: ['/main.1.js'],
  preloads: [
    { as: 'fetch', href: '/assets/data/listings-index/0.json' },
    { as: 'script', href: '/remotes/mfe-listings/remoteEntry.js' },
  ],
  maxWaitMs: 2_500,
  requestsPerTask: 4,
};

/** A server-rendered page as the server sends it, with the app-start script run on it. */
function servePage(image: 'pending' | 'loaded' | 'none', config: typeof CONFIG = CONFIG) {
  document.head.innerHTML = '';
  const img = image === 'none' ? '' : '<img src="/a-1200.webp" fetchpriority="high" alt="">';
  document.body.innerHTML = `<div id="root" data-ssr>${img}</div><script type="application/json" id="app-start">${JSON.stringify(config)}</script>`;
  const element = document.querySelector('img');
  if (element) Object.defineProperty(element, 'complete', { value: image === 'loaded' });
  new Function(APP_START_SCRIPT)();
  return element;
}

const started = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);

describe('the app-start script', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the page\'s main image, then adds the preloads and the entry script once a frame with it has been shown', async () => {
    const image = servePage('pending');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started()).toEqual([]);
    expect(preloaded()).toEqual([]);

    image?.dispatchEvent(new Event('load'));
    // The frame that draws the image: not yet shown, so nothing starts.
    await vi.advanceTimersByTimeAsync(20);
    expect(started()).toEqual([]);
    expect(preloaded()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(preloaded()).toEqual(['fetch /assets/data/listings-index/0.json', 'script /remotes/mfe-listings/remoteEntry.js']);
    expect(document.head.querySelector('link[as="fetch"]')?.getAttribute('crossorigin')).toBe('anonymous');
    expect(started()).toEqual(['/main.1.js']);
  });

  it('starts when the image fails, and only once', async () => {
    const image = servePage('pending');
    image?.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(CONFIG.maxWaitMs + 100);
    expect(started()).toEqual(['/main.1.js']);
  });

  it('starts without waiting when the image is already there or the page has none', async () => {
    servePage('loaded');
    await vi.advanceTimersByTimeAsync(40);
    expect(started()).toEqual(['/main.1.js']);
    servePage('none');
    await vi.advanceTimersByTimeAsync(40);
    expect(started()).toEqual(['/main.1.js']);
  });

  it('starts anyway when the image stalls', async () => {
    servePage('pending');
    await vi.advanceTimersByTimeAsync(CONFIG.maxWaitMs - 1);
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toEqual(['/main.1.js']);
  });

  it('adds a few requests per task, preloads first and the entry script last', async () => {
    const preloads = Array.from({ length: 9 }, (_, index) => ({ as: 'script', href: `/remotes/r/${index}.js` }));
    servePage('loaded', { ...CONFIG, preloads });
    const added: number[] = [];
    const observer = new MutationObserver((records) => added.push(records.reduce((sum, record) => sum + record.addedNodes.length, 0)));
    observer.observe(document.head, { childList: true });
    for (let task = 0; task < 8; task++) {
      await vi.advanceTimersByTimeAsync(20);
    }
    observer.disconnect();
    // 9 preloads and the script: 4, 4, then 2, each batch in a task of its own.
    expect(added).toEqual([4, 4, 2]);
    expect(preloaded()).toHaveLength(9);
    expect(started()).toEqual(['/main.1.js']);
    expect(document.head.lastElementChild?.getAttribute('src')).toBe('/main.1.js');
  });

  it('keeps taps on controls that need the app, never on those the platform answers; a card follows its title link', () => {
    servePage('none');
    const root = document.getElementById('root') as HTMLElement;
    root.insertAdjacentHTML(
      'beforeend',
      `<button id="plain" type="button">Filtrat</button>
       <div id="select" aria-haspopup="listbox"><span id="inside">Të gjitha</span></div>
       <article id="card"><img id="photo" alt=""><h3><a id="title" href="/pronat/1/x">Shtëpi</a></h3><button id="arrow" type="button">Fotoja tjetër</button></article>
       <article id="bare"><p id="bare-text">Pa lidhje</p></article>
       <button id="command" type="button" commandfor="site-menu" command="show-modal">Hap menunë</button>
       <button id="popover" type="button" popovertarget="p">Ndaj</button>
       <form action="/" method="post"><button id="submit">Dërgo</button></form>`,
    );
    // jsdom cannot submit a form: the browser's part is not this test's.
    root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    // The links the browser would follow (jsdom cannot navigate).
    const followed: string[] = [];
    root.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (link) {
        event.preventDefault();
        followed.push(link.id);
      }
    });
    const tap = (id: string) => document.getElementById(id)?.click();
    for (const id of ['plain', 'inside', 'photo', 'title', 'arrow', 'bare-text', 'command', 'popover', 'submit']) tap(id);
    const kept = (window as unknown as { __pendingTaps: Element[] }).__pendingTaps.map((element) => element.id);
    // The card's photo follows its title's link, as the title itself does; its own button and a
    // card without a title link are kept for the app.
    expect(followed).toEqual(['title', 'title']);
    expect(kept).toEqual(['plain', 'select', 'arrow', 'bare']);
    // Once hydration has begun, React replays taps itself: nothing more is kept or followed.
    root.removeAttribute('data-ssr');
    tap('plain');
    tap('photo');
    expect((window as unknown as { __pendingTaps: Element[] }).__pendingTaps).toHaveLength(4);
    expect(followed).toEqual(['title', 'title']);
  });
});
