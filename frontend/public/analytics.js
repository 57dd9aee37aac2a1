/* global window */
/*
 * StackLens first-party analytics stub. It is only ever loaded after the visitor allowed "Analytics" in the cookie
 * dialog (and removed again when they withdraw). It sets no cookie and sends nothing: the collection endpoint is not
 * built yet. Deployments point VITE_ANALYTICS_SRC at their real analytics script.
 */
(function () {
  var consent = 'granted';
  window.stacklensAnalytics = {
    loaded: true,
    loadedAt: new Date().toISOString(),
    setConsent: function (value) {
      consent = value;
    },
    get consent() {
      return consent;
    },
  };
})();
