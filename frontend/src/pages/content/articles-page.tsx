import { Empty, Pagination, Skeleton, Tag } from 'antd';
import { LoadFailure } from '../../components/load-failure';
import { Link, useSearchParams } from 'react-router-dom';
import type { ArticleSummary } from '@stacklens/contracts';
import { ContentRoot } from '../../components/content/content-root';
import { plural } from '../../lib/format';
import { PageHero } from '../../components/content/page-hero';
import {
  DEFAULT_PAGE_SIZE,
  formatPageSize,
  parsePage,
  parsePageSize,
  tablePagination,
} from '../../lib/table-pagination';
import { useGetArticles } from '../../hooks/use-get-articles';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { ArticleMeta, articlePath } from './article-meta';
import './articles.css';

function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="slc-article-card">
      <Link
        to={articlePath(article.slug)}
        className="slc-article-card__cover"
        tabIndex={-1}
        aria-hidden="true"
      >
        {article.coverImage ? (
          <img src={article.coverImage} alt="" loading="lazy" />
        ) : (
          <span className="slc-article-card__placeholder">{article.tags[0] ?? 'Article'}</span>
        )}
      </Link>
      <div className="slc-article-card__body">
        {article.tags.length > 0 && (
          <div className="slc-tags">
            {article.tags.slice(0, 3).map((tag) => (
              <Tag key={tag} color="magenta" variant="filled">
                {tag}
              </Tag>
            ))}
          </div>
        )}
        <h2 className="slc-article-card__title">
          <Link to={articlePath(article.slug)}>{article.title}</Link>
        </h2>
        <p className="slc-article-card__summary">{article.summary}</p>
        <ArticleMeta article={article} />
      </div>
    </article>
  );
}

/** `/content/articles` (content-articles): the blog, newest first, paginated. */
export function ArticlesPage() {
  useSetPageTitle(
    'Articles',
    'Articles from StackLens about web technology, security, performance and the Awesomeness Score.',
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const pageSize = parsePageSize(searchParams.get('pageSize'));
  const articles = useGetArticles(page, pageSize);
  const items = articles.data?.items ?? [];
  const pagination = tablePagination({
    page,
    pageSize,
    total: articles.data?.total ?? 0,
    noun: (count) => plural(count, 'article'),
    onPage: (nextPage, nextSize) => {
      const next = new URLSearchParams();
      if (nextPage > 1) next.set('page', String(nextPage));
      if (nextSize !== DEFAULT_PAGE_SIZE) next.set('pageSize', formatPageSize(nextSize));
      setSearchParams(next);
      window.scrollTo({ top: 0 });
    },
  });

  return (
    <ContentRoot>
      <PageHero
        eyebrow="Resources"
        title="Articles"
        lead={
          <p>
            Guides and field notes on how the web is built: technology choices, security headers, performance
            and what moves the Awesomeness Score.
          </p>
        }
        crumbs={[{ title: 'Home', to: '/' }, { title: 'Articles' }]}
      />
      <div className="sl-container slc-body">
        {articles.isError ? (
          <LoadFailure
            variant="inline"
            title="The articles could not be loaded"
            error={articles.error}
            onRetry={() => articles.refetch()}
          />
        ) : articles.isPending ? (
          <div className="slc-article-grid" aria-busy="true">
            {[0, 1, 2].map((key) => (
              <div key={key} className="slc-article-card slc-article-card--loading">
                <Skeleton active paragraph={{ rows: 4 }} />
              </div>
            ))}
          </div>
        ) : items.length === 0 ? (
          <div className="slc-panel slc-empty">
            <Empty description="No articles yet. Check back soon." />
          </div>
        ) : (
          <>
            <div className={`slc-article-grid${articles.isPlaceholderData ? ' is-stale' : ''}`}>
              {items.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </div>
            <Pagination className="slc-article-pagination" align="center" {...pagination} />
          </>
        )}
      </div>
    </ContentRoot>
  );
}
