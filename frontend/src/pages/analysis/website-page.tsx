import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { WebsiteResult } from '@stacklens/contracts';
import { Alert, Button } from 'antd';
import { LightSkeleton } from '../../components/light-skeleton';
import { LoadFailure } from '../../components/load-failure';
import { useParams, useSearchParams } from 'react-router-dom';
import { analyzeCanceled } from '../../state/analyze-canceled-store';
import { parseWebsiteTarget, websitePath, type WebsiteTarget } from '../../lib/routes';
import { useAnalyzeWebsite } from '../../hooks/use-analyze-website';
import { useGetWebsite } from '../../hooks/use-get-website';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { WebsiteSearchForm } from '../../components/website-search-form';
import { QuotaAlert } from '../../components/auth/quota-alert';
import { VerifyEmailAlert } from '../../components/auth/verify-email-alert';
import { useGetUser } from '../../hooks/use-get-user';
import { NotFoundPage } from '../not-found/not-found-page';
import { useSiteOrigin } from '../../state/server-render';
import { AnalysisFailure } from './analysis-failure';
import { describeStartFailure, describeStatusFailure, type AnalysisFailureView } from './analysis-messages';
import { AnalysisProgress } from './analysis-progress';
import { AnalyzePrompt } from './analyze-prompt';
import { LighthouseCard } from './lighthouse-card';
import { ScoreCard } from './score-card';
import { ScoreHistoryCard } from './score-history-card';
import { MonitorButton } from './monitor-button';
import { TechnologyHistoryCard } from './technology-history-card';
import { SimilarWebsites } from './similar-websites';
import { ReportProblemProvider } from './report-problem';
import { TechnologyList } from './technology-list';
import { VulnerabilitiesCard, VulnerabilityPanelProvider } from './vulnerabilities-card';
import { ReanalyzeButton, WebsiteHeader } from './website-header';
import { ShareButtons } from './share-button';
import './website-page.css';

/**
 * Result page (route `analysis-website-slug`): `/analysis/website/{domain}[?protocol=http][&port=N]`.
 * The report is keyed by the target, so moving to another website starts from a clean state, and leaving the
 * route unmounts it, which stops the polling.
 */
export function WebsitePage() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const target = parseWebsiteTarget(slug, searchParams);
  if (!target) return <NotFoundPage invalidPath={`/analysis/website/${slug}`} />;
  return <WebsiteReport key={target.url} target={target} />;
}

/** The address to share: the result page of the stored result (its protocol and port, no other query). */
function shareUrl(
  result: { domain: string; protocol: 'http' | 'https'; url: string },
  origin: string,
): string {
  const port = new URL(result.url).port;
  const path = websitePath({
    domain: result.domain,
    protocol: result.protocol,
    port: port ? Number(port) : null,
  });
  return new URL(path, origin).href;
}

/** The analysis of the report's website: running state, its failure, leaving while it runs, the "done" notice. */
function useReportAnalysis(target: WebsiteTarget) {
  const analysis = useAnalyzeWebsite(target);
  const [showDone, setShowDone] = useState(false);
  const running = analysis.state === 'fetching' || analysis.state === 'accepted';
  // Leaving the page while the analysis runs stops the polling (unmount); the shell's snackbar says so.
  const runningRef = useRef(running);
  runningRef.current = running;
  useEffect(() => {
    const url = target.url;
    return () => {
      if (runningRef.current) analyzeCanceled.cancel(url);
    };
  }, [target.url]);
  useEffect(() => {
    if (analysis.state === 'success') setShowDone(true);
  }, [analysis.state]);

  let failure: AnalysisFailureView | null = null;
  if (analysis.state === 'failure') {
    failure = analysis.error
      ? describeStartFailure(analysis.error, target.domain)
      : analysis.status
        ? describeStatusFailure(analysis.status)
        : null;
  }
  return { analysis, running, failure, showDone, dismissDone: () => setShowDone(false) };
}

type ReportAnalysis = ReturnType<typeof useReportAnalysis>;

/** Why an analysis could not start or failed: verify your email, quota used up, sign up, or the failure. */
function StartFailureAlert({ report, email }: { report: ReportAnalysis; email?: string }) {
  const { analysis, failure } = report;
  const startError = analysis.state === 'failure' ? analysis.error : null;
  if (startError?.code === 'email-not-verified') return <VerifyEmailAlert email={email} />;
  if (startError?.code === 'quota-exceeded') return <QuotaAlert />;
  if (startError?.status === 401) {
    return (
      <AnalysisFailure
        failure={{
          title: 'Sign up to analyse websites',
          description:
            'Create a free account (10 analyses a month) or sign in, and the analysis starts right away.',
          retryable: true,
        }}
        onRetry={analysis.start}
      />
    );
  }
  return failure ? <AnalysisFailure failure={failure} onRetry={analysis.start} /> : null;
}

/** Whether {@link StartFailureAlert} shows anything. */
function hasStartFailure(report: ReportAnalysis): boolean {
  const startError = report.analysis.state === 'failure' ? report.analysis.error : null;
  return Boolean(startError || report.failure);
}

function WebsiteReport({ target }: { target: WebsiteTarget }) {
  const { domain } = target;
  useSetPageTitle(domain, `Technologies, versions and Awesomeness Score of ${domain}.`);
  const website = useGetWebsite(domain);
  const user = useGetUser();
  const report = useReportAnalysis(target);
  const { analysis, running } = report;
  const progress = running ? (
    <AnalysisProgress domain={domain} status={analysis.status} starting={analysis.state === 'fetching'} />
  ) : null;
  const failureAlert = hasStartFailure(report) ? (
    <StartFailureAlert report={report} email={user.data?.email} />
  ) : null;

  if (website.isPending) {
    return (
      <>
        <WebsiteHeader domain={domain} />
        <div className="sl-container sl-report" aria-busy="true">
          <LightSkeleton active paragraph={{ rows: 8 }} />
        </div>
      </>
    );
  }
  const notFound = website.isError && website.error.status === 404;
  if (website.isError && !notFound) {
    return (
      <>
        <WebsiteHeader domain={domain} />
        <LoadFailure
          title="The result could not be loaded"
          error={website.error}
          onRetry={() => website.refetch()}
          fallbackDetail={website.error.message}
          className="sl-container sl-page-state"
        />
      </>
    );
  }
  if (notFound || !website.data) {
    return <NotAnalysedYet target={target} report={report} notices={failureAlert} progress={progress} />;
  }
  return (
    <WebsiteResultView
      target={target}
      result={website.data}
      report={report}
      notices={failureAlert}
      progress={progress}
    />
  );
}

/** A website without a result yet: the start failure, the progress, or the prompt to analyse it. */
function NotAnalysedYet({
  target,
  report,
  notices,
  progress,
}: {
  target: WebsiteTarget;
  report: ReportAnalysis;
  notices: ReactNode;
  progress: ReactNode;
}) {
  const { analysis, failure } = report;
  return (
    <>
      <WebsiteHeader domain={target.domain} />
      <div className="sl-container sl-report sl-report--narrow">
        {notices}
        {progress ??
          (failure && !failure.retryable ? (
            <section className="sl-prompt sl-prompt--compact" aria-labelledby="try-another-title">
              <h2 id="try-another-title" className="sl-prompt__title">
                Try another address
              </h2>
              <WebsiteSearchForm size="middle" />
            </section>
          ) : (
            <AnalyzePrompt
              domain={target.domain}
              url={target.url}
              onAnalyze={analysis.start}
              loading={analysis.state === 'fetching'}
            />
          ))}
      </div>
    </>
  );
}

/** What the views of a stored result get: the target, the result, the analysis state and the notices to show. */
interface ResultViewProps {
  target: WebsiteTarget;
  result: WebsiteResult;
  report: ReportAnalysis;
  notices: ReactNode;
  progress: ReactNode;
}

/** A stored result: header with share and re-analyse, notices, score, history, technologies, similar websites. */
function WebsiteResultView(props: ResultViewProps) {
  const { result, report } = props;
  const origin = useSiteOrigin();
  const { analysis, running } = report;
  return (
    <>
      <WebsiteHeader
        domain={result.domain}
        protocol={result.protocol}
        siteUrl={result.url}
        updatedTimeAgoText={result.updatedTimeAgoText}
        updatedAt={result.updatedAt}
        actions={
          <>
            <ShareButtons
              url={shareUrl(result, origin)}
              title={`${result.domain} - StackLens`}
              text={`${result.domain} scores ${result.score}/100 on the StackLens Awesomeness Score.`}
            />
            <MonitorButton domain={result.domain} url={result.url} />
            <ReanalyzeButton onClick={analysis.start} loading={running} />
          </>
        }
      />
      <div className="sl-container sl-report">
        <ResultNotices {...props} />
        <div className="sl-report__grid">
          <div className="sl-report__side">
            <ScoreCard
              score={result.score}
              band={result.band}
              breakdown={result.breakdown}
              modelVersion={result.modelVersion}
            />
            <LighthouseCard url={result.url} lighthouse={result.lighthouse} />
            <ScoreHistoryCard websiteId={result._id} />
            <TechnologyHistoryCard websiteId={result._id} />
          </div>
          <div className="sl-report__main">
            <VulnerabilityPanelProvider techs={result.techs}>
              <ReportProblemProvider domain={result.domain}>
                <TechnologyList techs={result.techs} namedSoftware={result.namedSoftware} />
              </ReportProblemProvider>
              <VulnerabilitiesCard techs={result.techs} advisoryData={result.advisoryData} />
            </VulnerabilityPanelProvider>
          </div>
        </div>
        <SimilarWebsites website={result} />
      </div>
    </>
  );
}

/** Notices above a stored result: another protocol was asked for, the running analysis, its failure, "complete". */
function ResultNotices({ target, result, report, notices, progress }: ResultViewProps) {
  const { analysis, running, showDone, dismissDone } = report;
  const protocolDiffers = target.protocolRequested && result.protocol !== target.protocol;
  return (
    <>
      {protocolDiffers && !running && (
        <Alert
          type="info"
          showIcon
          className="sl-report__notice"
          data-message="update-analysis-different-protocol"
          title={`This result was analysed over ${result.protocol.toUpperCase()}`}
          description={`You asked for ${target.url}. Re-analyse to update the result over ${target.protocol.toUpperCase()}.`}
          action={
            <Button size="small" onClick={analysis.start}>
              Re-analyze over {target.protocol.toUpperCase()}
            </Button>
          }
        />
      )}
      {progress && <div className="sl-report__notice">{progress}</div>}
      {notices && <div className="sl-report__notice">{notices}</div>}
      {showDone && analysis.state === 'success' && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: dismissDone, 'aria-label': 'Dismiss' }}
          className="sl-report__notice"
          title="Analysis complete"
          description={
            analysis.status?.statusCode === 408
              ? 'The website answered slowly, so some checks timed out; the result below is partial.'
              : 'The result below is up to date.'
          }
        />
      )}
    </>
  );
}
