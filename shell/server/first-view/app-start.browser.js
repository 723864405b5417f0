/*
 * Starts the app on a page with a server-rendered first view (inlined by render.ts, allowed by
 * its hash in the CSP). The first view is complete and its links work, so the app's scripts and
 * their preloads wait until the first view's main image has loaded and painted: on a slow phone
 * that image then gets the whole connection, and its paint is not held up by script work.
 */
(function () {
  var doc = document;
  var config = JSON.parse(doc.getElementById('app-start').textContent);
  var image = doc.querySelector('#first-view img[fetchpriority="high"]');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    config.preloads.forEach(function (hint) {
      var link = doc.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', hint.as);
      if (hint.as === 'fetch') link.setAttribute('crossorigin', 'anonymous');
      link.href = hint.href;
      doc.head.appendChild(link);
    });
    config.scripts.forEach(function (src) {
      var script = doc.createElement('script');
      script.src = src;
      doc.head.appendChild(script);
    });
  }
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (!image || image.complete) {
    afterNextPaint();
  } else {
    image.addEventListener('load', afterNextPaint);
    image.addEventListener('error', afterNextPaint);
    // A stalled image must not keep the app from starting.
    setTimeout(start, config.maxWaitMs);
  }
})();
