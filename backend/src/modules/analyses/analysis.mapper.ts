import type { AdminAnalysis, AnalyzeStatus } from '@stacklens/contracts';
import type { AnalysisEntity } from './entities/analysis.entity';

/** Maps an analysis row to the status endpoint's body (id, running, statusCode, statusResult). */
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

/** An analysis row of the admin queries (with the requester's email). */
export interface AdminAnalysisRow {
  id: string;
  domain: string;
  url: string;
  status: AdminAnalysis['status'];
  stage: string;
  attempts: number;
  status_code: number | null;
  error_code: string | null;
  error_message: string | null;
  requested_by: string | null;
  requester_email: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** An analysis as operators see it; the duration runs from the worker's start to the finish (ms). */
export function toAdminAnalysis(row: AdminAnalysisRow): AdminAnalysis {
  const started = row.started_at ? new Date(row.started_at) : null;
  const finished = row.finished_at ? new Date(row.finished_at) : null;
  return {
    id: row.id,
    domain: row.domain,
    url: row.url,
    status: row.status,
    stage: row.stage,
    attempts: row.attempts,
    statusCode: row.status_code,
    errorCode: row.error_code,
    errorMessage: row.error_message,
    durationMs: started && finished ? Math.max(0, finished.getTime() - started.getTime()) : null,
    requesterId: row.requested_by,
    requesterEmail: row.requester_email,
    createdAt: new Date(row.created_at).toISOString(),
    startedAt: started?.toISOString() ?? null,
    finishedAt: finished?.toISOString() ?? null,
  };
}
