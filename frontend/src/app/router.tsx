import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, redirect, type HydrationState, type RouteObject } from 'react-router-dom';
import { authDialog } from '../state/auth-dialog-store';
import { AppLayout } from './layout';
import { RouteErrorPage } from './route-error-page';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** The page modules (`src/pages/{folder}/{name}-page.tsx`), each loaded on demand as its own chunk. */
const pageModules = import.meta.glob<Record<string, ComponentType>>('../pages/*/*-page.tsx');
/** The module file (relative to `src/`) of each lazy page route, for the server's preload links. */
const pageFiles = new Map<unknown, string>();

/** A lazy route's `lazy`: the component `exportName` of `src/pages/{file}.tsx`. */
function page(file: string, exportName: string): LazyPage {
  const load = pageModules[`../pages/${file}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${file}.tsx`);
  const lazy: LazyPage = () =>
    load().then((module) => {
      const Component = module[exportName];
      if (!Component) throw new Error(`src/pages/${file}.tsx exports no ${exportName}`);
      return { Component };
    });
  pageFiles.set(lazy, `pages/${file}.tsx`);
  return lazy;
}

/** The module file of a lazy page route (e.g. `pages/info/faq-page.tsx`, relative to `src/`), else null. */
export function pageFileOf(route: RouteObject): string | null {
  return pageFiles.get(route.lazy) ?? null;
}

/**
 * Every route of the app. Route objects carry the route name (`routePaths` in lib/routes.ts) in `handle.name`;
 * pages are lazy routes, so each is its own chunk. A route may set `handle.colorMode` ('light' | 'dark') to force a
 * colour mode while it is shown, and `handle.scrollToTop` to scroll to the top once its page has loaded.
 */
const pageRoutes: RouteObject[] = [
  {
    index: true,
    handle: { name: 'index' },
    lazy: page('index/index-page', 'IndexPage'),
  },

  // ---------- informational pages, pricing, products (app shell) ----------
  {
    path: 'faq',
    handle: { name: 'faq' },
    lazy: page('info/faq-page', 'FaqPage'),
  },
  {
    path: 'why',
    handle: { name: 'why' },
    lazy: page('info/why-page', 'WhyPage'),
  },
  {
    path: 'about',
    handle: { name: 'about' },
    lazy: page('info/about-page', 'AboutPage'),
  },
  {
    path: 'terms',
    handle: { name: 'terms' },
    lazy: page('info/terms-page', 'TermsPage'),
  },
  {
    path: 'privacy',
    handle: { name: 'privacy' },
    lazy: page('info/privacy-page', 'PrivacyPage'),
  },
  {
    path: 'imprint',
    handle: { name: 'imprint' },
    lazy: page('info/imprint-page', 'ImprintPage'),
  },
  {
    path: 'pricing',
    handle: { name: 'pricing' },
    lazy: page('pricing/pricing-page', 'PricingPage'),
  },
  {
    path: 'products/website-analyzer',
    handle: { name: 'products-website-analyzer' },
    lazy: page('products/website-analyzer-page', 'WebsiteAnalyzerPage'),
  },
  {
    path: 'products/website-analyzer/docs',
    handle: { name: 'products-website-analyzer-docs' },
    lazy: page('products/api-docs-page', 'ApiDocsPage'),
  },

  // ---------- analysis ----------
  {
    path: 'analysis/website/:slug',
    handle: { name: 'analysis-website-slug' },
    lazy: page('analysis/website-page', 'WebsitePage'),
  },
  // Entering the analysis route with no slug sends the user home; on the server, a 302.
  { path: 'analysis/website', loader: () => redirect('/') },
  {
    path: 'analysis/website/reports/lighthouse',
    handle: { name: 'analysis-website-reports-lighthouse' },
    lazy: page('analysis/lighthouse-report-page', 'LighthouseReportPage'),
  },

  // ---------- account ----------
  {
    path: 'user/account',
    handle: { name: 'user-account' },
    lazy: page('user/account-page', 'AccountPage'),
  },
  {
    path: 'user/welcome',
    handle: { name: 'user-welcome' },
    lazy: page('user/welcome-page', 'WelcomePage'),
  },
  {
    path: 'user/subscription',
    handle: { name: 'user-subscription' },
    lazy: page('user/subscription-page', 'SubscriptionPage'),
  },
  {
    path: 'user/payment-methods',
    handle: { name: 'user-payment-methods' },
    lazy: page('user/payment-methods-page', 'PaymentMethodsPage'),
  },
  {
    path: 'user/invoice',
    handle: { name: 'user-invoice' },
    lazy: page('user/invoice-page', 'InvoicePage'),
  },
  {
    path: 'user/history',
    handle: { name: 'user-history' },
    lazy: page('user/history-page', 'HistoryPage'),
  },
  {
    path: 'user/api-keys',
    handle: { name: 'user-api-keys' },
    lazy: page('user/api-keys-page', 'ApiKeysPage'),
  },
  {
    path: 'user/webhook-endpoints',
    handle: { name: 'user-webhook-endpoints' },
    lazy: page('user/webhook-endpoints-page', 'WebhookEndpointsPage'),
  },
  {
    path: 'user/deleted',
    handle: { name: 'user-deleted' },
    lazy: page('user/deleted-page', 'DeletedPage'),
  },
  {
    path: 'auth/verify-email',
    handle: { name: 'auth-verify-email' },
    lazy: page('auth/verify-email-page', 'VerifyEmailPage'),
  },
  {
    path: 'auth/confirm-email',
    handle: { name: 'auth-confirm-email' },
    lazy: page('auth/confirm-email-page', 'ConfirmEmailPage'),
  },
  {
    path: 'auth/reset-password',
    handle: { name: 'auth-reset-password' },
    lazy: page('auth/reset-password-page', 'ResetPasswordPage'),
  },
  {
    path: 'auth/sign-in-link',
    handle: { name: 'auth-sign-in-link' },
    lazy: page('auth/sign-in-link-page', 'SignInLinkPage'),
  },

  // content routes — technologies, insights, articles, contact, remove domain (pages/technologies, pages/insights,
  // pages/content, pages/contact, pages/removal). Add one entry per route of the spec here, with `handle.name`:
  //   technologies, technologies-slug, technologies-category-slug, content-articles, content-articles-slug,
  //   insights-websites-awesome, insights-websites-top-tech-stack, insights-technologies-awesome,
  //   insights-technologies-most-used, contact, contact-success, analysis-website-remove
  // (`analysis/website/remove` is a static segment, so it wins over `analysis/website/:slug`).
  // content routes: begin
  {
    path: 'technologies',
    handle: { name: 'technologies' },
    lazy: page('technologies/technologies-page', 'TechnologiesPage'),
  },
  {
    path: 'technologies/:slug',
    handle: { name: 'technologies-slug' },
    lazy: page('technologies/technology-page', 'TechnologyPage'),
  },
  {
    path: 'technologies/:category/:slug',
    handle: { name: 'technologies-category-slug' },
    lazy: page('technologies/technology-page', 'TechnologyPage'),
  },
  {
    path: 'content/articles',
    handle: { name: 'content-articles' },
    lazy: page('content/articles-page', 'ArticlesPage'),
  },
  {
    path: 'content/articles/:slug',
    handle: { name: 'content-articles-slug' },
    lazy: page('content/article-page', 'ArticlePage'),
  },
  {
    path: 'insights/websites/awesome',
    handle: { name: 'insights-websites-awesome' },
    lazy: page('insights/websites-awesome-page', 'WebsitesAwesomePage'),
  },
  {
    path: 'insights/websites/top-tech-stack',
    handle: { name: 'insights-websites-top-tech-stack' },
    lazy: page('insights/websites-top-tech-stack-page', 'WebsitesTopTechStackPage'),
  },
  {
    path: 'insights/technologies/awesome',
    handle: { name: 'insights-technologies-awesome' },
    lazy: page('insights/technologies-awesome-page', 'TechnologiesAwesomePage'),
  },
  {
    path: 'insights/technologies/most-used',
    handle: { name: 'insights-technologies-most-used' },
    lazy: page('insights/technologies-most-used-page', 'TechnologiesMostUsedPage'),
  },
  {
    path: 'contact',
    handle: { name: 'contact' },
    lazy: page('contact/contact-page', 'ContactPage'),
  },
  {
    path: 'contact/success',
    handle: { name: 'contact-success' },
    lazy: page('contact/contact-success-page', 'ContactSuccessPage'),
  },
  {
    path: 'analysis/website/remove',
    handle: { name: 'analysis-website-remove' },
    lazy: page('removal/remove-domain-page', 'RemoveDomainPage'),
  },
  // content routes: end

  {
    path: '*',
    handle: { name: 'not-found' },
    lazy: page('not-found/not-found-page', 'NotFoundPage'),
  },
];

/**
 * The route tree shared by the browser and the server renderer: the shell (with its error page) around the pages.
 * Its route objects are the ones {@link loadMatchedPages} fills in, and {@link pageFileOf} looks up.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Only reached when the shell itself fails; page errors are caught below, inside the shell.
    errorElement: <RouteErrorPage />,
    // Shown for the moment the first page's chunk loads (pages are lazy routes) when the page was not server-rendered.
    hydrateFallbackElement: <div className="sl-boot" aria-busy="true" aria-label="Loading StackLens" />,
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
  },
];

/**
 * Loads the page modules of the routes matching `pathname` into their route objects (and drops their `lazy`), so
 * that a router created afterwards renders the server-rendered page at once, without its loading fallback (the
 * react-router way of hydrating lazy routes).
 */
export async function loadMatchedPages(pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as LazyPage)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The browser's router over {@link routes}, starting from the server's loader data when the page was
 * server-rendered. Any navigation closes the sign-in dialog.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData });
  let lastPath = `${router.state.location.pathname}${router.state.location.search}`;
  router.subscribe((state) => {
    const path = `${state.location.pathname}${state.location.search}`;
    if (path !== lastPath && state.navigation.state === 'idle') {
      lastPath = path;
      authDialog.close();
    }
  });
  return router;
}
