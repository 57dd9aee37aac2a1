import type { AnalyzeStatus } from '@stacklens/contracts';
import type { AnalysisEntity } from './entities/analysis.entity';

/** Maps an analysis row to the status endpoint's body (spec §3: id, running, statusCode, statusResult). */
export function toAnalyzeStatus(analysis: AnalysisEntity): AnalyzeStatus {
  const running = analysis.status === 'queued' || analysis.status === 'running';
  return {
    id: analysis.id,
    running,
    statusCode: running ? null : analysis.statusCode,
    statusResult: statusResult(analysis),
    domain: analysis.domain,
    stage: running ? analysis.stage : 'done',
    errorCode: analysis.status === 'failed' ? (analysis.errorCode ?? 'internal-error') : null,
  };
}

function statusResult(analysis: AnalysisEntity): string | null {
  switch (analysis.status) {
    case 'queued':
      return 'Waiting for a worker.';
    case 'running':
      return analysis.stage === 'retrying' ? 'Retrying after a temporary failure.' : 'Analysing.';
    case 'succeeded':
      return analysis.statusCode === 408
        ? 'Analysis finished with partial results (a stage timed out).'
        : 'Analysis finished.';
    case 'failed':
      return analysis.errorMessage ?? 'The analysis failed.';
  }
}
