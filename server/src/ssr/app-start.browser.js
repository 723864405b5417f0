/*
 * Starts the app on a page the server rendered with the app's own markup (inlined by page.ts,
 * allowed by its hash in the CSP). The page is complete and its
 * links work, so the app's scripts and their preloads wait until the page's main image has
 * loaded and painted: on a slow phone that image then gets the whole connection, and its paint
 * is not held up by script work.
 */
(function () {
  var doc = document;
  var config = JSON.parse(doc.getElementById('app-start').textContent);
  var image = doc.querySelector('img[fetchpriority="high"]');
  var started = false;
  function preload(hint) {
    var link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', hint.as);
    if (hint.as === 'fetch') link.setAttribute('crossorigin', 'anonymous');
    link.href = hint.href;
    return link;
  }
  function script(src) {
    var element = doc.createElement('script');
    element.src = src;
    return element;
  }
  // A few requests per task: each costs the main thread about a millisecond on a fast machine,
  // and the map route's fifteen in one task made a long task on a phone.
  function add(elements) {
    elements.splice(0, config.requestsPerTask).forEach(function (element) {
      doc.head.appendChild(element);
    });
    if (elements.length > 0) setTimeout(add, 0, elements);
  }
  function start() {
    if (started) return;
    started = true;
    add(config.preloads.map(preload).concat(config.scripts.map(script)));
  }
  // The frame that draws the image is only shown after its rendering steps (in Chromium, once
  // the compositor has drawn it), later than a task queued from that frame's animation callback:
  // the app starts from the frame after, so no script request or script work comes before the
  // image is on screen.
  function afterNextPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  // The platform's own: a link, a form's submit button, a button that runs a command (opens or
  // closes a dialog) or toggles a popover. These work before the app has started.
  function worksAlready(target, control) {
    if (target.closest('a')) return true;
    if (control.hasAttribute('commandfor') || control.hasAttribute('popovertarget')) return true;
    return control.tagName === 'BUTTON' && control.form !== null && control.type === 'submit';
  }
  // A page the server drew with the app's own markup (#root[data-ssr]): any other button or a
  // select's field does nothing until the app has hydrated, so a tap on one meanwhile is kept,
  // and the app taps it again once hydrated (shell/src/pendingTaps.ts). A card's preview waits
  // for the app too, but the card's title is a link to the listing's own page: a tap elsewhere
  // on the card (its photo, its price) follows that link at once, as the title would.
  var ssrRoot = doc.querySelector('#root[data-ssr]');
  if (ssrRoot) {
    var taps = (window.__pendingTaps = []);
    ssrRoot.addEventListener('click', function (event) {
      // A button, a select's field (it opens its list) or a card (it opens the preview).
      var target = event.target instanceof Element ? event.target : null;
      var control = target ? target.closest('button, [aria-haspopup], article') : null;
      if (!control || worksAlready(target, control) || !ssrRoot.hasAttribute('data-ssr')) return;
      var title = control.tagName === 'ARTICLE' ? control.querySelector('h1 a[href], h2 a[href], h3 a[href], h4 a[href]') : null;
      if (title) title.click();
      else taps.push(control);
    });
  }
  // A link followed or a form sent that the app does not handle (it has not started, or the
  // link leaves the app) loads a new page: on a slow phone a second or more in which nothing on
  // screen changes. The page says at once that it is on its way: html[data-leaving] shows a bar
  // along its top (shell/src/layout/Layout.module.css). Not for what the app handled (it
  // prevented the default), a new tab, a download, a jump within the page, a link handed to
  // another app (mailto:, viber:) or a dialog's own form.
  var root = doc.documentElement;
  var leavingTimer;
  function leaving() {
    root.setAttribute('data-leaving', '');
    clearTimeout(leavingTimer);
    // A navigation the browser gives up (an answer with no page, a download) leaves the page as it was.
    leavingTimer = setTimeout(function () {
      root.removeAttribute('data-leaving');
    }, 10000);
  }
  function samePage(url) {
    return url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;
  }
  doc.addEventListener('click', function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
    var url = new URL(link.href, location.href);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || (url.hash && samePage(url))) return;
    leaving();
  });
  doc.addEventListener('submit', function (event) {
    var form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    var submitter = event.submitter;
    var method = (submitter && submitter.getAttribute('formmethod')) || form.getAttribute('method') || '';
    var target = (submitter && submitter.getAttribute('formtarget')) || form.target;
    if (method.toLowerCase() === 'dialog' || (target && target !== '_self')) return;
    leaving();
  });
  // Back to this page from the browser's page cache: it is no longer on its way anywhere.
  window.addEventListener('pageshow', function (event) {
    if (event.persisted) root.removeAttribute('data-leaving');
  });
  if (!image || image.complete) {
    afterNextPaint();
  } else {
    image.addEventListener('load', afterNextPaint);
    image.addEventListener('error', afterNextPaint);
    // A stalled image must not keep the app from starting.
    setTimeout(start, config.maxWaitMs);
  }
})();
