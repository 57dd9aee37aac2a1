import { Alert, Button, Card, Descriptions, Empty, Skeleton, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { toAnalysableWebsite, type LighthouseMetrics, type LighthouseRun } from '@stacklens/contracts';
import { LIGHTHOUSE_RUNS_PER_DAY_FREE, LIGHTHOUSE_RUNS_PER_DAY_PAID } from '../../lib/constants';
import { websitePath } from '../../lib/routes';
import { LoadFailure } from '../../components/load-failure';
import { useLighthouseReport } from '../../hooks/use-lighthouse-report';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { LighthouseGauges } from './lighthouse-gauges';
import './website-page.css';

const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);

/** The main lab metrics of a run, with their usual units. */
function Metrics({ metrics }: { metrics: LighthouseMetrics }) {
  return (
    <Descriptions
      className="sl-lh-metrics"
      size="small"
      column={{ xs: 1, sm: 2, md: 3 }}
      items={[
        { key: 'fcp', label: 'First Contentful Paint', children: seconds(metrics.fcpMs) },
        { key: 'lcp', label: 'Largest Contentful Paint', children: seconds(metrics.lcpMs) },
        {
          key: 'tbt',
          label: 'Total Blocking Time',
          children: metrics.tbtMs === null ? '–' : `${metrics.tbtMs} ms`,
        },
        {
          key: 'cls',
          label: 'Cumulative Layout Shift',
          children: metrics.cls === null ? '–' : metrics.cls.toFixed(3),
        },
        { key: 'si', label: 'Speed Index', children: seconds(metrics.speedIndexMs) },
      ]}
    />
  );
}

function runDate(run: LighthouseRun): string {
  return run.fetchedAt ? new Date(run.fetchedAt).toUTCString().replace(/:\d\d GMT$/, ' UTC') : '';
}

/**
 * Lighthouse report page (route `analysis-website-reports-lighthouse`, `?url=`): the latest report's category gauges,
 * metrics and run date, "Run again" (signed in; a report costs no analysis but counts against the plan's reports a day,
 * and within an hour of the latest report answers that one), the progress of a running report, and
 * Lighthouse's full HTML report in a sandboxed frame (scripts only: no same-origin access, no cookies).
 */
export function LighthouseReportPage() {
  const [params] = useSearchParams();
  const url = params.get('url')?.trim() ?? '';
  let address: ReturnType<typeof toAnalysableWebsite> | null = null;
  try {
    address = url ? toAnalysableWebsite(url) : null;
  } catch {
    address = null;
  }
  const report = useLighthouseReport(address ? url : '', address?.domain ?? null);
  useSetPageTitle(
    address ? `Lighthouse report of ${address.domain}` : 'Lighthouse report',
    'Lighthouse performance, accessibility, best-practice and SEO report of an analysed website.',
  );
  const latest = report.latest;
  const busy = report.starting || report.pending?.status === 'queued' || report.pending?.status === 'running';

  return (
    <div className="sl-container sl-lh-page">
      <header className="sl-lh-page__header">
        <p className="sl-eyebrow">Lighthouse report</p>
        <h1 className="sl-lh-page__title">{address ? address.domain : 'Lighthouse report'}</h1>
        {address && (
          <p className="sl-muted">
            Lighthouse audits the page in a real browser (mobile emulation, simulated throttling).{' '}
            <Link to={websitePath(address)}>Back to the result</Link>
          </p>
        )}
      </header>
      {!address ? (
        <Alert
          type="error"
          showIcon
          title="Give the website's address in the url parameter, e.g. ?url=example.com"
        />
      ) : (
        <>
          <div className="sl-lh-page__actions">
            <Button
              type="primary"
              icon={<ReloadOutlined />}
              loading={busy}
              onClick={() => report.run(Boolean(latest))}
            >
              {latest ? 'Run again' : 'Run a Lighthouse report'}
            </Button>
            {latest && <span className="sl-muted">Report of {runDate(latest)}</span>}
          </div>
          <p className="sl-muted">
            New reports a day: {LIGHTHOUSE_RUNS_PER_DAY_FREE} on the free plan, {LIGHTHOUSE_RUNS_PER_DAY_PAID}{' '}
            on a paid one. “Run again” makes a new report once the latest is at least an hour old.
          </p>
          {report.startError && report.startError.status !== 401 && (
            <Alert
              type="error"
              showIcon
              title={report.startError.problem.title}
              description={report.startError.message}
            />
          )}
          {busy && (
            <Alert
              type="info"
              showIcon
              icon={<Spin size="small" />}
              title="Lighthouse is auditing the page"
              description="A report takes about half a minute; this page updates when it is ready."
            />
          )}
          {report.pending?.status === 'failed' && (
            <Alert
              type="error"
              showIcon
              title="Lighthouse could not audit the page"
              description={report.pending.errorMessage ?? report.pending.errorCode}
            />
          )}
          {report.loading ? (
            <Skeleton active />
          ) : report.loadError ? (
            <LoadFailure
              variant="inline"
              title="The Lighthouse report could not be loaded"
              error={report.loadError}
              onRetry={() => report.reload()}
            />
          ) : !latest ? (
            <Card className="sl-card">
              <Empty description="No Lighthouse report of this website yet." />
            </Card>
          ) : (
            <>
              <Card className="sl-card" role="region" aria-label="Lighthouse scores">
                <LighthouseGauges scores={latest.scores!} />
                <Metrics metrics={latest.metrics!} />
              </Card>
              <Card className="sl-card sl-lh-frame-card" title="Full report">
                <iframe
                  className="sl-lh-frame"
                  title={`Lighthouse report of ${address.domain}`}
                  src={latest.reportUrl!}
                  sandbox="allow-scripts allow-popups"
                  referrerPolicy="no-referrer"
                />
              </Card>
            </>
          )}
        </>
      )}
    </div>
  );
}
