/*
 * BauCheck embed: puts the public quick check into a municipality's page as an iframe that grows and
 * shrinks with its content. Snippet (see README, "Einbetten"):
 *
 *   <div data-baucheck data-gemeinde="lindenau"></div>
 *   <script src="https://baucheck.example.de/embed.js" async></script>
 *
 * Options (data attributes on the div, or on the script tag itself when there is no div):
 *   data-gemeinde  slug of the municipality (e.g. "lindenau"); the landing page shows it
 *   data-produkt   id of a partner product: the check starts with its project type
 *   data-vorhaben  project type to start with (carport_garage, gartenhaus, solaranlage_gebaeudeabhaengig,
 *                  solaranlage_gebaeudeunabhaengig)
 *   data-titel     title of the frame for screen readers (default: "BauCheck – Brauche ich eine Baugenehmigung?")
 *
 * The framed pages post { type: "baucheck:resize", height }, { type: "baucheck:navigate", path } and
 * { type: "baucheck:overlay" } (a dialog opened); only messages from this script's origin and from its
 * own frames are read. The script tells each frame which part of it the visitor sees,
 * { type: "baucheck:viewport", top, height } in the frame's CSS pixels, sent to this script's origin
 * only, so that dialogs open there and not at the top of a tall frame far out of sight.
 */
/* global document, window */
(function () {
  'use strict';

  var current = document.currentScript;
  var script =
    current ||
    Array.prototype.slice.call(document.querySelectorAll('script[src]')).filter(function (candidate) {
      return /\/embed\.js(\?|#|$)/.test(candidate.src);
    })[0];
  if (!script) return;
  var origin = new URL(script.src, window.location.href).origin;
  var GROUPS = ['carport_garage', 'gartenhaus', 'solaranlage_gebaeudeabhaengig', 'solaranlage_gebaeudeunabhaengig'];
  var SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/i;
  var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

  function frameUrl(options) {
    var gemeinde = SLUG.test(options.gemeinde || '') ? options.gemeinde.toLowerCase() : '';
    var product = UUID.test(options.produkt || '') ? options.produkt : '';
    var group = GROUPS.indexOf(options.vorhaben || '') >= 0 ? options.vorhaben : '';
    var path;
    if (product || group) {
      path = '/embed/quick-check/data-protection' + (gemeinde ? '/' + gemeinde : '') + (product ? '/' + product : '');
      if (group) path += '?vorhaben=' + group;
    } else {
      path = '/embed/home' + (gemeinde ? '/' + gemeinde : '');
    }
    return origin + path;
  }

  function createFrame(options) {
    var frame = document.createElement('iframe');
    frame.src = frameUrl(options);
    frame.title = options.titel || 'BauCheck – Brauche ich eine Baugenehmigung?';
    frame.setAttribute('data-baucheck-frame', '');
    frame.style.display = 'block';
    frame.style.width = '100%';
    frame.style.minWidth = '0';
    frame.style.height = '640px';
    frame.style.border = '0';
    frame.style.overflow = 'hidden';
    return frame;
  }

  var containers = Array.prototype.slice.call(document.querySelectorAll('[data-baucheck]'));
  containers.forEach(function (container) {
    if (container.querySelector('iframe[data-baucheck-frame]')) return;
    container.appendChild(createFrame(container.dataset));
  });
  if (containers.length === 0 && script.parentNode) {
    script.parentNode.insertBefore(createFrame(script.dataset), script.nextSibling);
  }

  // One listener for every frame of this page, however often the script is included.
  var registry = '__baucheckEmbed_' + origin;
  if (window[registry]) return;
  window[registry] = true;
  var navigations = typeof WeakMap === 'function' ? new WeakMap() : null;

  function viewportHeight() {
    return window.innerHeight || document.documentElement.clientHeight;
  }

  /** The part of the frame inside the window, from the frame's top. */
  function visiblePart(frame) {
    var rect = frame.getBoundingClientRect();
    var top = Math.max(0, -rect.top);
    var bottom = Math.min(rect.height, viewportHeight() - rect.top);
    return { top: top, height: Math.max(0, bottom - top) };
  }

  function reportViewport(frame) {
    var part = visiblePart(frame);
    if (!frame.contentWindow || part.height <= 0) return;
    frame.contentWindow.postMessage({ type: 'baucheck:viewport', top: part.top, height: part.height }, origin);
  }

  var pending = false;
  function reportAll() {
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(function () {
      pending = false;
      var frames = document.querySelectorAll('iframe[data-baucheck-frame]');
      for (var index = 0; index < frames.length; index += 1) reportViewport(frames[index]);
    });
  }
  window.addEventListener('scroll', reportAll, { passive: true });
  window.addEventListener('resize', reportAll);

  /**
   * A dialog opened in the frame and opens in its visible part. When too little of the frame is in the
   * window for it, scroll as little as possible so that as much of the frame as fits is in the window
   * (all of a short frame, a window's height of a tall one).
   */
  function makeRoomForOverlay(frame) {
    var rect = frame.getBoundingClientRect();
    var fitting = Math.min(rect.height, viewportHeight());
    if (visiblePart(frame).height >= 0.6 * fitting) return reportViewport(frame);
    var low = Math.min(rect.top, rect.bottom - viewportHeight());
    var high = Math.max(rect.top, rect.bottom - viewportHeight());
    var delta = Math.min(Math.max(0, low), high);
    if (delta !== 0) window.scrollBy(0, delta);
    reportViewport(frame);
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || !event.data || typeof event.data.type !== 'string') return;
    var frames = document.querySelectorAll('iframe[data-baucheck-frame]');
    for (var index = 0; index < frames.length; index += 1) {
      var frame = frames[index];
      if (frame.contentWindow !== event.source) continue;
      if (event.data.type === 'baucheck:resize') {
        var height = Number(event.data.height);
        if (height > 0 && height < 100000) frame.style.height = Math.ceil(height) + 'px';
        reportViewport(frame);
      } else if (event.data.type === 'baucheck:overlay') {
        makeRoomForOverlay(frame);
      } else if (event.data.type === 'baucheck:navigate' && navigations) {
        // The first message is the frame's first page: no scrolling while the embedding page loads.
        var seen = navigations.get(frame) || 0;
        navigations.set(frame, seen + 1);
        if (seen > 0 && frame.getBoundingClientRect().top < 0) frame.scrollIntoView({ block: 'start' });
      }
      return;
    }
  });
})();
