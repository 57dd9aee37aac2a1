import { Button, Skeleton, Tag } from 'antd';
import { LoadFailure } from '../../components/load-failure';
import { ArrowLeftOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import type { Article } from '@stacklens/contracts';
import { ContentRoot } from '../../components/content/content-root';
import { formatDate } from '../../lib/format';
import { PageHero } from '../../components/content/page-hero';
import { useGetArticle } from '../../hooks/use-get-article';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { NotFoundPage } from '../not-found/not-found-page';
import { ArticleMeta } from './article-meta';
import './articles.css';

function ArticleView({ article }: { article: Article }) {
  return (
    <>
      <PageHero
        narrow
        eyebrow={article.tags[0] ?? 'Article'}
        title={article.title}
        lead={
          <>
            <p>{article.summary}</p>
            <ArticleMeta article={article} />
          </>
        }
        crumbs={[
          { title: 'Home', to: '/' },
          { title: 'Articles', to: '/content/articles' },
          { title: article.title },
        ]}
      />
      <div className="sl-container slc-body slc-article-layout">
        <article className="slc-article">
          {article.coverImage && <img className="slc-article__cover" src={article.coverImage} alt="" />}
          {/* The API sanitises the body with an allow-list of rich-text elements (libs/contracts/src/articles.ts). */}
          <div className="slc-prose" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
          <footer className="slc-article__footer">
            {article.tags.length > 0 && (
              <div className="slc-tags" aria-label="Tags">
                {article.tags.map((tag) => (
                  <Tag key={tag}>{tag}</Tag>
                ))}
              </div>
            )}
            {article.updatedAt !== article.publishedAt && (
              <p className="slc-muted">
                Last updated <time dateTime={article.updatedAt}>{formatDate(article.updatedAt)}</time>
              </p>
            )}
          </footer>
          <aside className="slc-article__cta" aria-labelledby="article-cta-title">
            <h2 id="article-cta-title">What is your website built with?</h2>
            <p>See the technologies, versions and Awesomeness Score of any website in about a minute.</p>
            <Link to="/">
              <Button type="primary" size="large" icon={<SearchOutlined aria-hidden="true" />}>
                Analyze a website
              </Button>
            </Link>
          </aside>
          <Link to="/content/articles" className="slc-article__back">
            <ArrowLeftOutlined aria-hidden="true" /> All articles
          </Link>
        </article>
      </div>
    </>
  );
}

/** `/content/articles/{slug}` (content-articles-slug): one article; an unknown slug is "Page Not Found: {path}". */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const article = useGetArticle(slug);
  const notFound = article.isError && article.error.status === 404;
  useSetPageTitle(article.data?.title ?? (notFound ? 'Page not found' : 'Article'), article.data?.summary);
  if (notFound) return <NotFoundPage invalidPath={`/content/articles/${slug}`} />;
  return (
    <ContentRoot>
      {article.isPending ? (
        <div className="sl-container slc-body slc-article-layout" aria-busy="true">
          <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 14 }} />
        </div>
      ) : article.isError ? (
        <LoadFailure
          title="The article could not be loaded"
          error={article.error}
          onRetry={() => article.refetch()}
        />
      ) : (
        <ArticleView article={article.data} />
      )}
    </ContentRoot>
  );
}
