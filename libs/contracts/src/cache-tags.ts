/**
 * Invalidation tags of the shared response cache, common to the API's cached answers
 * (`backend/src/common/cache`) and the web server's cached pages (`frontend/src/ssr/entry-server.tsx` pageCacheTags):
 * `articles` (article lists and pages, the home page), `websites` (pages that list or count websites: home,
 * technologies, insights), `website:<domain or id>` (one website's result, histories and result page) and `insights`
 * (the API's computed insights, dropped when a website is hidden; a new analysis shows once they expire).
 */
export const CACHE_TAGS = Object.freeze({
  articles: 'articles',
  allWebsites: 'websites',
  website: (domainOrId: string) => `website:${domainOrId}`,
  insights: 'insights',
});
