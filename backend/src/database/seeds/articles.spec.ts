import { sanitizeArticleHtml, wordCount } from '../../modules/articles/article-html';
import { SEED_ARTICLES } from './articles';

describe('seed articles', () => {
  it.each(SEED_ARTICLES.map((article) => [article.slug, article]))(
    '%s is 600–1200 words and unchanged by sanitisation of its elements',
    (_slug, article) => {
      const words = wordCount(article.bodyHtml);
      expect(words).toBeGreaterThanOrEqual(600);
      expect(words).toBeLessThanOrEqual(1200);
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      // Every element the article uses is allowed: sanitising keeps all of its words.
      expect(wordCount(sanitizeArticleHtml(article.bodyHtml))).toBe(words);
    },
  );
});
