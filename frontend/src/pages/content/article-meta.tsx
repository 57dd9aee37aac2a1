import { CalendarOutlined, ClockCircleOutlined, UserOutlined } from '@ant-design/icons';
import type { ArticleSummary } from '@stacklens/contracts';
import { formatDate } from '../../lib/format';

/** Author, publication date and reading time of an article. */
export function ArticleMeta({ article }: { article: ArticleSummary }) {
  return (
    <ul className="slc-article-meta">
      <li>
        <UserOutlined aria-hidden="true" /> {article.author}
      </li>
      <li>
        <CalendarOutlined aria-hidden="true" />{' '}
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
      </li>
      <li>
        <ClockCircleOutlined aria-hidden="true" /> {article.readingMinutes} min read
      </li>
    </ul>
  );
}

export function articlePath(slug: string): string {
  return `/content/articles/${encodeURIComponent(slug)}`;
}
