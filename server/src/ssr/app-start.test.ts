// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ROOT_ID, SERVER_RENDERED_ATTRIBUTE } from 'shared/contracts';
import { APP_START_ID, APP_START_SCRIPT } from './app-start';

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
  document.body.innerHTML = `<div id="${APP_ROOT_ID}" ${SERVER_RENDERED_ATTRIBUTE}>${img}</div><script type="application/json" id="${APP_START_ID}">${JSON.stringify(config)}</script>`;
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
    const root = document.getElementById(APP_ROOT_ID) as HTMLElement;
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
    root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
    tap('plain');
    tap('photo');
    expect((window as unknown as { __pendingTaps: Element[] }).__pendingTaps).toHaveLength(4);
    expect(followed).toEqual(['title', 'title']);
  });

  describe('says at once that a link followed before the app handles it is loading its page', () => {
    const leaving = () => document.documentElement.hasAttribute('data-leaving');
    /** Taps `id` on a fresh page; the browser's own navigation is held back (jsdom cannot navigate). */
    function tapOn(markup: string, id: string, init: MouseEventInit = {}): boolean {
      servePage('none');
      document.documentElement.removeAttribute('data-leaving');
      (document.getElementById(APP_ROOT_ID) as HTMLElement).insertAdjacentHTML('beforeend', markup);
      const holdBack = (event: Event) => event.preventDefault();
      window.addEventListener('click', holdBack);
      window.addEventListener('submit', holdBack);
      try {
        const element = document.getElementById(id) as HTMLElement;
        if (element instanceof HTMLFormElement) element.requestSubmit();
        else element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
      } finally {
        window.removeEventListener('click', holdBack);
        window.removeEventListener('submit', holdBack);
      }
      return leaving();
    }

    it('marks the page for a link to another page and a form sent', () => {
      expect(tapOn('<h3><a href="/pronat/1"><span id="t">Shtëpi</span></a></h3>', 't')).toBe(true);
      expect(tapOn('<a id="a" href="https://www.example.org/">Faqja</a>', 'a')).toBe(true);
      expect(tapOn('<form id="f" action="/pronat" method="get"><input name="q"></form>', 'f')).toBe(true);
    });

    it('does not for what stays on the page or opens elsewhere', () => {
      expect(tapOn('<a id="a" href="#main">Kalo te përmbajtja</a>', 'a')).toBe(false);
      expect(tapOn('<a id="a" href="/pronat/1" target="_blank">Skedë e re</a>', 'a')).toBe(false);
      expect(tapOn('<a id="a" href="/pronat/1">Shtëpi</a>', 'a', { ctrlKey: true })).toBe(false);
      expect(tapOn('<a id="a" href="/pronat/1">Shtëpi</a>', 'a', { button: 1 })).toBe(false);
      expect(tapOn('<a id="a" href="mailto:zyra@example.org">E-mail</a>', 'a')).toBe(false);
      expect(tapOn('<a id="a" href="viber://forward?text=x">Viber</a>', 'a')).toBe(false);
      expect(tapOn('<a id="a" href="/sample.pdf" download>PDF</a>', 'a')).toBe(false);
      expect(tapOn('<form id="f" method="dialog"><button>Mbyll</button></form>', 'f')).toBe(false);
    });

    it('does not for a link the app handled itself', () => {
      servePage('none');
      document.documentElement.removeAttribute('data-leaving');
      const root = document.getElementById(APP_ROOT_ID) as HTMLElement;
      root.insertAdjacentHTML('beforeend', '<a id="a" href="/pronat/1">Shtëpi</a>');
      // The router's own handler: it prevents the default and draws the page itself.
      root.addEventListener('click', (event) => event.preventDefault());
      document.getElementById('a')?.click();
      expect(leaving()).toBe(false);
    });

    it('clears the mark when the page comes back from the page cache, or after 10 s without a new page', async () => {
      expect(tapOn('<a id="a" href="/pronat/1">Shtëpi</a>', 'a')).toBe(true);
      const back = new Event('pageshow');
      Object.defineProperty(back, 'persisted', { value: true });
      window.dispatchEvent(back);
      expect(leaving()).toBe(false);
      expect(tapOn('<a id="a" href="/pronat/1">Shtëpi</a>', 'a')).toBe(true);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(leaving()).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(leaving()).toBe(false);
    });
  });
});
