import { ARTICLE_ALLOWED_TAGS } from '@stacklens/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * Sanitisation of article bodies: an allow-list of exactly the rich-text elements of the spec (§2; see
 * ARTICLE_ALLOWED_TAGS). Disallowed elements are removed but their text is kept, except `script`, `style`,
 * `iframe`, `noscript`, `textarea`, `object` and `embed`, whose content is dropped too. Only link, image and
 * table-cell attributes survive; URLs must be http(s), mailto or site-relative; external links open in a new
 * tab with `rel="noopener noreferrer nofollow"`.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_ALLOWED_TAGS],
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
    pre: ['class'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    ol: ['start'],
  },
  allowedClasses: { code: [/^language-[a-z0-9-]+$/], pre: [/^language-[a-z0-9-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer nofollow' } : rest,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
  },
};

/** The stored (and served) form of an article body. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Words of the visible text of an HTML fragment. */
export function wordCount(html: string): number {
  // A space before every closing tag keeps words of adjacent blocks apart.
  const text = sanitizeHtml(html.replace(/<\//g, ' </'), { allowedTags: [], allowedAttributes: {} });
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time at 220 words a minute, at least 1 minute. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.round(wordCount(html) / 220));
}
