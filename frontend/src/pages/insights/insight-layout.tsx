import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Empty, Segmented, Skeleton, Table } from 'antd';
import { LoadFailure } from '../../components/load-failure';
import type { TableColumnsType } from 'antd';
import { Link, NavLink, useSearchParams } from 'react-router-dom';
import { INSIGHT_DAYS, type InsightDays } from '@stacklens/contracts';
import type { InsightKind, InsightResponses } from '../../api/insights';
import { ContentRoot } from '../../components/content/content-root';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { PageHero } from '../../components/content/page-hero';
import { useGetInsight } from '../../hooks/use-get-insight';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import type { InsightChartDatum } from './insight-chart';
import { daysLabel, insightPath, NUM_OF_DAYS_PARAM, parseNumOfDays } from './insight-days';
import './insights.css';

const InsightChart = lazy(() => import('./insight-chart').then((m) => ({ default: m.InsightChart })));

export const INSIGHTS = [
  { kind: 'websites/awesome', path: '/insights/websites/awesome', title: 'Awesome websites' },
  { kind: 'websites/top-tech-stack', path: '/insights/websites/top-tech-stack', title: 'Top tech stacks' },
  { kind: 'technologies/awesome', path: '/insights/technologies/awesome', title: 'Awesome technologies' },
  {
    kind: 'technologies/most-used',
    path: '/insights/technologies/most-used',
    title: 'Most used technologies',
  },
] as const satisfies readonly { kind: InsightKind; path: string; title: string }[];

type Item<K extends InsightKind> = InsightResponses[K]['items'][number];

export interface InsightPageProps<K extends InsightKind> {
  kind: K;
  title: string;
  description: (days: InsightDays) => string;
  lead: (days: InsightDays) => ReactNode;
  columns: TableColumnsType<Item<K>>;
  rowKey: (item: Item<K>) => string;
  chart: (items: Item<K>[]) => InsightChartDatum[];
  chartTitle: string;
  chartMax?: number;
  formatValue: (value: number) => string;
  extraStats?: (data: InsightResponses[K]) => ReactNode;
  emptyText: (days: InsightDays) => string;
  /** `split` (default): chart and table side by side on wide screens; `stacked`: chart above a full-width table. */
  layout?: 'split' | 'stacked';
}

function InsightNav({ days }: { days: InsightDays }) {
  return (
    <nav className="slc-insight-nav" aria-label="Insight pages">
      {INSIGHTS.map((insight) => (
        <NavLink key={insight.kind} to={insightPath(insight.path, days)} className="slc-insight-nav__link">
          {insight.title}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The frame of the four insight routes: title, the `num_of_days` window (7, 30, 90, 365; default 30), the
 * switch between insights (keeping the window), the summary, a bar chart and the ranking table.
 */
export function InsightPage<K extends InsightKind>(props: InsightPageProps<K>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const days = parseNumOfDays(searchParams.get(NUM_OF_DAYS_PARAM));
  const insight = useGetInsight(props.kind, days);
  const data = insight.data;
  useSetPageTitle(props.title, props.description(days));
  const items = (data?.items ?? []) as Item<K>[];
  const stale = insight.isPlaceholderData;

  const setDays = (next: InsightDays) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set(NUM_OF_DAYS_PARAM, String(next));
        return params;
      },
      { preventScrollReset: true },
    );

  return (
    <ContentRoot>
      <PageHero
        eyebrow="Insights"
        title={props.title}
        lead={props.lead(days)}
        crumbs={[{ title: 'Home', to: '/' }, { title: 'Insights' }, { title: props.title }]}
        extra={
          <div className="slc-insight-days">
            <span id="insight-days-label" className="slc-insight-days__label">
              Time window
            </span>
            <Segmented<InsightDays>
              aria-labelledby="insight-days-label"
              value={days}
              onChange={setDays}
              options={INSIGHT_DAYS.map((value) => ({
                value,
                label: value === 365 ? '1 year' : `${value} days`,
              }))}
            />
          </div>
        }
      >
        <InsightNav days={days} />
      </PageHero>
      <div className="sl-container slc-body" aria-busy={insight.isFetching}>
        {insight.isError && !data ? (
          <LoadFailure
            variant="inline"
            title="This insight could not be loaded"
            error={insight.error}
            onRetry={() => insight.refetch()}
          />
        ) : !data ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : (
          <>
            <dl className="slc-stats slc-section" aria-live="polite">
              <div className="slc-stat">
                <dt>Websites analysed</dt>
                <dd>
                  {formatNumber(data.websitesAnalysed)}
                  <span className="slc-stat__note">in {daysLabel(data.numOfDays)}</span>
                </dd>
              </div>
              <div className="slc-stat">
                <dt>Window</dt>
                <dd className="slc-stat__date">
                  Since {formatDate(data.since)}
                  <span className="slc-stat__note">
                    {data.numOfDays === 365 ? '1 year' : `${data.numOfDays} days`}
                  </span>
                </dd>
              </div>
              {props.extraStats?.(data)}
              <div className="slc-stat">
                <dt>Updated</dt>
                <dd className="slc-stat__date">
                  {formatDateTime(data.generatedAt)}
                  <span className="slc-stat__note">refreshed every few minutes</span>
                </dd>
              </div>
            </dl>
            {items.length === 0 ? (
              <div className="slc-panel slc-section slc-empty">
                <Empty description={props.emptyText(days)}>
                  <Link to="/">
                    <Button type="primary">Analyze a website</Button>
                  </Link>
                </Empty>
              </div>
            ) : (
              <div
                className={`slc-insight-grid slc-section${props.layout === 'stacked' ? ' slc-insight-grid--stacked' : ''}${stale ? ' is-stale' : ''}`}
              >
                <section className="slc-panel" aria-labelledby="insight-chart-title">
                  <h2 id="insight-chart-title" className="slc-panel__title">
                    {props.chartTitle}
                  </h2>
                  <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                    <InsightChart
                      data={props.chart(items)}
                      valueLabel={data.valueLabel}
                      maxValue={props.chartMax}
                      formatValue={props.formatValue}
                    />
                  </Suspense>
                </section>
                <section aria-labelledby="insight-table-title">
                  <h2 id="insight-table-title" className="slc-section__title">
                    Top {items.length} in {daysLabel(data.numOfDays)}
                  </h2>
                  <Table<Item<K>>
                    className="slc-table"
                    rowKey={props.rowKey}
                    columns={props.columns}
                    dataSource={items}
                    pagination={false}
                    loading={stale}
                    scroll={{ x: 'max-content' }}
                  />
                </section>
              </div>
            )}
          </>
        )}
      </div>
    </ContentRoot>
  );
}
