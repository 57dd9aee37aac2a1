import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_ROUTE_PATTERNS, pageRoutePattern } from './page-routes';

describe('page routes', () => {
  it('is the router’s list of page paths (frontend/src/app/router.tsx)', () => {
    const router = readFileSync(path.resolve(__dirname, '../../../frontend/src/app/router.tsx'), 'utf8');
    const routerPaths = [...router.matchAll(/\bpath: '([^']*)'/g)]
      .map((match) => match[1])
      .filter((routePath) => routePath !== '*')
      .map((routePath) => `/${routePath}`);
    expect([...PAGE_ROUTE_PATTERNS].sort()).toEqual(['/', ...routerPaths].sort());
  });

  it.each([
    ['/', '/'],
    ['/pricing', '/pricing'],
    ['/pricing/', '/pricing'],
    ['/technologies/wordpress', '/technologies/:slug'],
    ['/technologies/cms/wordpress', '/technologies/:category/:slug'],
    ['/analysis/website/example.com', '/analysis/website/:slug'],
    ['/analysis/website/remove', '/analysis/website/remove'],
    ['/analysis/website/reports/lighthouse', '/analysis/website/reports/lighthouse'],
  ])('matches %s to %s', (pagePath, pattern) => {
    expect(pageRoutePattern(pagePath)).toBe(pattern);
  });

  it.each(['/nope', '/technologies/a/b/c', '/analysis/website/a/b', '//', '/user/account/x'])(
    'matches no route for %s',
    (pagePath) => {
      expect(pageRoutePattern(pagePath)).toBeNull();
    },
  );
});
