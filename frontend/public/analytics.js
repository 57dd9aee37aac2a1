/* global window */
/*
 * StackLens first-party analytics. It is only ever loaded after the visitor allowed "Analytics" in the cookie dialog
 * (and removed again when they withdraw). It counts page views and nothing else: for each page view it sends the
 * page's path (location.pathname: no query string, no fragment) to our own API, POST /api/v1/analytics/page-views,
 * which adds one to that path's count of the day. No cookie, no local storage, no identifier, no third party; the
 * request carries no credentials. The app shell calls `stacklensAnalytics.pageView(path)` on client-side route
 * changes; the script itself counts the page it was loaded on.
 */
(function () {
  var ENDPOINT = '/api/v1/analytics/page-views';
  var consent = 'granted';
  var lastPath = null;

  function send(path) {
    var body = JSON.stringify({ path: path });
    try {
      fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body,
        keepalive: true,
        credentials: 'omit',
      }).catch(function () {});
    } catch {
      if (navigator.sendBeacon)
        navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
    }
  }

  window.stacklensAnalytics = {
    loaded: true,
    loadedAt: new Date().toISOString(),
    setConsent: function (value) {
      consent = value;
    },
    get consent() {
      return consent;
    },
    /** Counts one view of `path` (default: the current page); a repeat of the last counted path is ignored. */
    pageView: function (path) {
      var current = typeof path === 'string' ? path : window.location.pathname;
      if (consent !== 'granted' || current === lastPath) return;
      lastPath = current;
      send(current);
    },
  };
  window.stacklensAnalytics.pageView();
})();
