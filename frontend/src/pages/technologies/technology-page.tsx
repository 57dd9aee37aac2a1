import { Empty, Progress, Skeleton, Table, Tag } from 'antd';
import { LoadFailure } from '../../components/load-failure';
import type { TableColumnsType } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import type { TechnologyDetail, TechnologyWebsite } from '@stacklens/contracts';
import { websitePath } from '../../lib/routes';
import { ContentRoot } from '../../components/content/content-root';
import { formatDate, formatDateTime, formatNumber, formatShare, plural } from '../../lib/format';
import { PageHero, type Crumb } from '../../components/content/page-hero';
import { TechnologyIcon } from '../../components/content/technology-icon';
import { TechnologyWebsitesList } from '../../components/content/technology-websites-list';
import { ScoreCircle } from '../../components/score-circle';
import { useGetTechnology } from '../../hooks/use-get-technology';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { NotFoundPage } from '../not-found/not-found-page';
import { categoryPath } from './technology-links';
import { TechnologyAdvisoriesSection } from './technology-advisories';
import './technologies.css';

const websiteColumns: TableColumnsType<TechnologyWebsite> = [
  {
    title: 'Website',
    dataIndex: 'domain',
    render: (domain: string, site) => (
      <Link to={websitePath({ domain, protocol: site.protocol })} className="slc-tech-cell__name">
        {domain}
      </Link>
    ),
  },
  {
    title: 'Version',
    dataIndex: 'version',
    render: (version: string | null) =>
      version ? <span className="slc-mono">{version}</span> : <span className="slc-muted">not detected</span>,
  },
  {
    title: 'Analysed',
    dataIndex: 'updatedAt',
    responsive: ['md'],
    render: (value: string) => <span className="slc-num">{formatDate(value)}</span>,
  },
  {
    title: 'Score',
    dataIndex: 'score',
    align: 'right',
    render: (score: number, site) => <ScoreCircle score={score} band={site.band} size={40} />,
  },
];

function Versions({ tech }: { tech: TechnologyDetail }) {
  if (tech.versions.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No website using it has been analysed yet." />
    );
  }
  return (
    <ul className="slc-versions" aria-label="Versions seen">
      {tech.versions.map((entry) => (
        <li key={entry.version ?? 'unknown'}>
          <span className={entry.version ? 'slc-mono' : 'slc-muted'}>{entry.version ?? 'Unknown'}</span>
          <Progress
            percent={Math.round(entry.share * 1000) / 10}
            showInfo={false}
            strokeColor={entry.version && entry.version === tech.latestVersion ? '#16a34a' : undefined}
            aria-label={`${entry.version ?? 'Unknown version'}: ${formatShare(entry.share)} of websites`}
          />
          <span className="slc-versions__count">
            {formatShare(entry.share)} · {formatNumber(entry.websites)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function TechnologyView({ tech, category }: { tech: TechnologyDetail; category?: string }) {
  const inCategory = category ? tech.categories.find((item) => item.slug === category) : undefined;
  const crumbs: Crumb[] = [
    { title: 'Home', to: '/' },
    { title: 'Technologies', to: '/technologies' },
    ...(inCategory ? [{ title: inCategory.name, to: categoryPath(inCategory.slug) }] : []),
    { title: tech.name },
  ];
  return (
    <>
      <PageHero
        eyebrow={inCategory ? inCategory.name : (tech.categories[0]?.name ?? 'Technology')}
        title={tech.name}
        crumbs={crumbs}
        icon={
          <span className="slc-tech-hero__icon">
            <TechnologyIcon icon={tech.icon} size={72} />
          </span>
        }
        lead={
          <>
            <p>
              {tech.description ?? `${tech.name} is one of the technologies StackLens detects on websites.`}
            </p>
            <div className="slc-tech-hero__meta">
              <div className="slc-tags">
                {tech.categories.map((item) => (
                  <Link key={item.slug} to={categoryPath(item.slug)}>
                    <Tag color="magenta">{item.name}</Tag>
                  </Link>
                ))}
              </div>
              {tech.website && (
                <a href={tech.website} target="_blank" rel="noopener noreferrer nofollow">
                  {new URL(tech.website).host.replace(/^www\./, '')} <ExportOutlined aria-hidden="true" />
                  <span className="sl-visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
            </div>
          </>
        }
      />
      <div className="sl-container slc-body">
        <dl className="slc-stats slc-section">
          <div className="slc-stat">
            <dt>Websites using it</dt>
            <dd>{formatNumber(tech.websiteCount)}</dd>
          </div>
          <div className="slc-stat">
            <dt>Latest version</dt>
            <dd className={tech.latestVersion ? 'slc-mono' : undefined}>
              {tech.latestVersion ?? '—'}
              <span className="slc-stat__note">
                {tech.latestVersionCheckedAt
                  ? `Checked ${formatDateTime(tech.latestVersionCheckedAt)}`
                  : 'No release feed known'}
              </span>
            </dd>
          </div>
          <div className="slc-stat">
            <dt>Versions seen</dt>
            <dd>{formatNumber(tech.versions.filter((entry) => entry.version).length)}</dd>
          </div>
          <div className="slc-stat">
            <dt>Categories</dt>
            <dd>{formatNumber(tech.categories.length)}</dd>
          </div>
        </dl>
        <div className="slc-tech-layout slc-section">
          <section aria-labelledby="top-websites-title">
            <h2 id="top-websites-title" className="slc-section__title">
              Top websites using {tech.name}
            </h2>
            <p className="slc-section__lead">
              The best-scoring analysed websites where StackLens detected {tech.name}.
            </p>
            <Table<TechnologyWebsite>
              className="slc-table"
              rowKey="_id"
              columns={websiteColumns}
              dataSource={tech.topWebsites}
              pagination={false}
              locale={{ emptyText: 'No analysed website uses it yet.' }}
            />
          </section>
          <aside className="slc-tech-layout__side">
            <section className="slc-panel" aria-labelledby="versions-title">
              <h2 id="versions-title" className="slc-panel__title">
                Versions seen
              </h2>
              <Versions tech={tech} />
            </section>
            <section className="slc-panel" aria-labelledby="facts-title">
              <h2 id="facts-title" className="slc-panel__title">
                About {tech.name}
              </h2>
              <dl className="slc-facts">
                <div>
                  <dt>Categories</dt>
                  <dd>{tech.categories.map((item) => item.name).join(', ') || '—'}</dd>
                </div>
                <div>
                  <dt>Website</dt>
                  <dd>
                    {tech.website ? (
                      <a href={tech.website} target="_blank" rel="noopener noreferrer nofollow">
                        {tech.website}
                      </a>
                    ) : (
                      '—'
                    )}
                  </dd>
                </div>
                <div>
                  <dt>Detected on</dt>
                  <dd>{plural(tech.websiteCount, 'public website')}</dd>
                </div>
              </dl>
            </section>
          </aside>
        </div>
        <TechnologyWebsitesList technology={tech} />
        <TechnologyAdvisoriesSection slug={tech.slug} name={tech.name} />
      </div>
    </>
  );
}

/**
 * `/technologies/{slug}` (technologies-slug) and `/technologies/{category}/{slug}` (technologies-category-slug):
 * a technology with its versions and the websites using it. An unknown slug, or a technology outside the
 * category, is a failed route validation: "Page Not Found: {path}".
 */
export function TechnologyPage() {
  const { slug = '', category } = useParams();
  const technology = useGetTechnology(slug, category);
  const tech = technology.data;
  useSetPageTitle(
    tech
      ? tech.name
      : technology.isError && technology.error.status === 404
        ? 'Page not found'
        : 'Technology',
    tech
      ? `${tech.name}: ${tech.description ?? 'technology'} Used by ${plural(tech.websiteCount, 'analysed website')}; latest version ${tech.latestVersion ?? 'unknown'}.`
      : undefined,
  );

  if (technology.isError && technology.error.status === 404) {
    return (
      <NotFoundPage invalidPath={category ? `/technologies/${category}/${slug}` : `/technologies/${slug}`} />
    );
  }
  return (
    <ContentRoot>
      {technology.isPending ? (
        <div className="sl-container slc-body" aria-busy="true">
          <Skeleton avatar={{ size: 72, shape: 'square' }} active paragraph={{ rows: 3 }} />
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : technology.isError ? (
        <LoadFailure
          title="The technology could not be loaded"
          error={technology.error}
          onRetry={() => technology.refetch()}
        />
      ) : (
        <TechnologyView tech={technology.data} category={category} />
      )}
    </ContentRoot>
  );
}
