import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { authDialog } from './auth-dialog-store';
import { AppLayout } from './layout';
import { RouteErrorPage } from './route-error-page';

/**
 * Every route of the specification (§2 route table). Route objects carry the spec's route name in `handle.name`;
 * pages are lazy routes, so each is its own chunk. A route may set `handle.colorMode` ('light' | 'dark') to force a
 * colour mode while it is shown, and `handle.scrollToTop` to scroll to the top once its page has loaded.
 */
const pageRoutes: RouteObject[] = [
  {
    index: true,
    handle: { name: 'index' },
    lazy: () => import('../pages/index/index-page').then((m) => ({ Component: m.IndexPage })),
  },

  // ---------- informational pages, pricing, products (app shell) ----------
  {
    path: 'faq',
    handle: { name: 'faq' },
    lazy: () => import('../pages/info/faq-page').then((m) => ({ Component: m.FaqPage })),
  },
  {
    path: 'why',
    handle: { name: 'why' },
    lazy: () => import('../pages/info/why-page').then((m) => ({ Component: m.WhyPage })),
  },
  {
    path: 'about',
    handle: { name: 'about' },
    lazy: () => import('../pages/info/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'terms',
    handle: { name: 'terms' },
    lazy: () => import('../pages/info/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'privacy',
    handle: { name: 'privacy' },
    lazy: () => import('../pages/info/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: 'imprint',
    handle: { name: 'imprint' },
    lazy: () => import('../pages/info/imprint-page').then((m) => ({ Component: m.ImprintPage })),
  },
  {
    path: 'pricing',
    handle: { name: 'pricing' },
    lazy: () => import('../pages/pricing/pricing-page').then((m) => ({ Component: m.PricingPage })),
  },
  {
    path: 'products/website-analyzer',
    handle: { name: 'products-website-analyzer' },
    lazy: () =>
      import('../pages/products/website-analyzer-page').then((m) => ({ Component: m.WebsiteAnalyzerPage })),
  },
  {
    path: 'products/website-analyzer/docs',
    handle: { name: 'products-website-analyzer-docs' },
    lazy: () => import('../pages/products/api-docs-page').then((m) => ({ Component: m.ApiDocsPage })),
  },

  // ---------- analysis ----------
  {
    path: 'analysis/website/:slug',
    handle: { name: 'analysis-website-slug' },
    lazy: () => import('../pages/analysis/website-page').then((m) => ({ Component: m.WebsitePage })),
  },
  // Entering the analysis route with no slug sends the user home (spec §2).
  { path: 'analysis/website', element: <Navigate to="/" replace /> },
  {
    path: 'analysis/website/reports/lighthouse',
    handle: { name: 'analysis-website-reports-lighthouse' },
    lazy: () =>
      import('../pages/analysis/lighthouse-report-page').then((m) => ({ Component: m.LighthouseReportPage })),
  },

  // ---------- account ----------
  {
    path: 'user/account',
    handle: { name: 'user-account' },
    lazy: () => import('../pages/user/account-page').then((m) => ({ Component: m.AccountPage })),
  },
  {
    path: 'user/subscription',
    handle: { name: 'user-subscription' },
    lazy: () => import('../pages/user/subscription-page').then((m) => ({ Component: m.SubscriptionPage })),
  },
  {
    path: 'user/payment-methods',
    handle: { name: 'user-payment-methods' },
    lazy: () =>
      import('../pages/user/payment-methods-page').then((m) => ({ Component: m.PaymentMethodsPage })),
  },
  {
    path: 'user/invoice',
    handle: { name: 'user-invoice' },
    lazy: () => import('../pages/user/invoice-page').then((m) => ({ Component: m.InvoicePage })),
  },
  {
    path: 'user/history',
    handle: { name: 'user-history' },
    lazy: () => import('../pages/user/history-page').then((m) => ({ Component: m.HistoryPage })),
  },
  {
    path: 'user/api-keys',
    handle: { name: 'user-api-keys' },
    lazy: () => import('../pages/user/api-keys-page').then((m) => ({ Component: m.ApiKeysPage })),
  },
  {
    path: 'user/webhook-endpoints',
    handle: { name: 'user-webhook-endpoints' },
    lazy: () =>
      import('../pages/user/webhook-endpoints-page').then((m) => ({ Component: m.WebhookEndpointsPage })),
  },
  {
    path: 'user/deleted',
    handle: { name: 'user-deleted' },
    lazy: () => import('../pages/user/deleted-page').then((m) => ({ Component: m.DeletedPage })),
  },
  {
    path: 'auth/verify-email',
    handle: { name: 'auth-verify-email' },
    lazy: () => import('../pages/auth/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    path: 'auth/reset-password',
    handle: { name: 'auth-reset-password' },
    lazy: () =>
      import('../pages/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
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
    lazy: () => import('../pages/technologies/technologies-page').then((m) => ({ Component: m.TechnologiesPage })),
  },
  {
    path: 'technologies/:slug',
    handle: { name: 'technologies-slug' },
    lazy: () => import('../pages/technologies/technology-page').then((m) => ({ Component: m.TechnologyPage })),
  },
  {
    path: 'technologies/:category/:slug',
    handle: { name: 'technologies-category-slug' },
    lazy: () => import('../pages/technologies/technology-page').then((m) => ({ Component: m.TechnologyPage })),
  },
  {
    path: 'content/articles',
    handle: { name: 'content-articles' },
    lazy: () => import('../pages/content/articles-page').then((m) => ({ Component: m.ArticlesPage })),
  },
  {
    path: 'content/articles/:slug',
    handle: { name: 'content-articles-slug' },
    lazy: () => import('../pages/content/article-page').then((m) => ({ Component: m.ArticlePage })),
  },
  {
    path: 'insights/websites/awesome',
    handle: { name: 'insights-websites-awesome' },
    lazy: () => import('../pages/insights/websites-awesome-page').then((m) => ({ Component: m.WebsitesAwesomePage })),
  },
  {
    path: 'insights/websites/top-tech-stack',
    handle: { name: 'insights-websites-top-tech-stack' },
    lazy: () => import('../pages/insights/websites-top-tech-stack-page').then((m) => ({ Component: m.WebsitesTopTechStackPage })),
  },
  {
    path: 'insights/technologies/awesome',
    handle: { name: 'insights-technologies-awesome' },
    lazy: () => import('../pages/insights/technologies-awesome-page').then((m) => ({ Component: m.TechnologiesAwesomePage })),
  },
  {
    path: 'insights/technologies/most-used',
    handle: { name: 'insights-technologies-most-used' },
    lazy: () => import('../pages/insights/technologies-most-used-page').then((m) => ({ Component: m.TechnologiesMostUsedPage })),
  },
  {
    path: 'contact',
    handle: { name: 'contact' },
    lazy: () => import('../pages/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'contact/success',
    handle: { name: 'contact-success' },
    lazy: () => import('../pages/contact/contact-success-page').then((m) => ({ Component: m.ContactSuccessPage })),
  },
  {
    path: 'analysis/website/remove',
    handle: { name: 'analysis-website-remove' },
    lazy: () => import('../pages/removal/remove-domain-page').then((m) => ({ Component: m.RemoveDomainPage })),
  },
  // content routes: end

  {
    path: '*',
    handle: { name: 'not-found' },
    lazy: () => import('../pages/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  },
];

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    // Only reached when the shell itself fails; page errors are caught below, inside the shell.
    errorElement: <RouteErrorPage />,
    // Shown for the moment the first page's chunk loads (pages are lazy routes).
    hydrateFallbackElement: <div className="sl-boot" aria-busy="true" aria-label="Loading StackLens" />,
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
  },
]);

// Any navigation closes the sign-in dialog (spec §2 routing rules).
let lastPath = `${router.state.location.pathname}${router.state.location.search}`;
router.subscribe((state) => {
  const path = `${state.location.pathname}${state.location.search}`;
  if (path !== lastPath && state.navigation.state === 'idle') {
    lastPath = path;
    authDialog.close();
  }
});
