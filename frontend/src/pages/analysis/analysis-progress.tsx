import { Card, Progress, Steps } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import type { AnalyzeStatus } from '@stacklens/contracts';
import { MAX_ANALYSIS_MINUTES } from '../../lib/constants';

/** The worker's stages in order (AnalyzeStatus.stage), with what we tell the visitor about each. */
const stages = [
  { key: 'queued', title: 'Queued', description: 'Waiting for an analyzer' },
  { key: 'collecting', title: 'Collecting', description: 'Fetching pages, headers, DNS and TLS' },
  { key: 'detecting', title: 'Detecting', description: 'Matching technology fingerprints' },
  { key: 'scoring', title: 'Scoring', description: 'Computing the Awesomeness Score' },
  { key: 'storing', title: 'Saving', description: 'Publishing the result' },
] as const;

function stageIndex(status: AnalyzeStatus | undefined, starting: boolean): number {
  if (starting || !status) return 0;
  if (!status.running) return stages.length - 1;
  const index = stages.findIndex((stage) => stage.key === status.stage);
  return index === -1 ? 0 : index;
}

/** Progress of a running analysis: the stage, as polled every second. */
export function AnalysisProgress({
  domain,
  status,
  starting,
}: {
  domain: string;
  status: AnalyzeStatus | undefined;
  starting: boolean;
}) {
  const current = stageIndex(status, starting);
  const percent = Math.round(((current + 0.5) / stages.length) * 100);
  const label = starting
    ? 'Starting the analysis…'
    : `${stages[current].title}: ${stages[current].description}…`;
  return (
    <Card className="sl-progress-card" role="region" aria-labelledby="analysis-progress-title">
      <div className="sl-progress-card__head">
        <LoadingOutlined className="sl-progress-card__spinner" aria-hidden="true" />
        <div>
          <h2 id="analysis-progress-title" className="sl-progress-card__title">
            Analysing {domain}
          </h2>
          <p className="sl-progress-card__text" role="status" aria-live="polite" data-testid="analysis-stage">
            {label}
          </p>
        </div>
      </div>
      <Progress
        percent={percent}
        showInfo={false}
        status="active"
        strokeColor={{ from: '#f472b6', to: '#8b5cf6' }}
        aria-label="Analysis progress"
      />
      <Steps
        className="sl-progress-card__steps"
        size="small"
        current={current}
        items={stages.map((stage) => ({ title: stage.title }))}
        responsive
      />
      <p className="sl-progress-card__note">
        Most analyses finish within a minute; a slow website can take up to {MAX_ANALYSIS_MINUTES} minutes.
        You can leave this page and come back later.
      </p>
    </Card>
  );
}
