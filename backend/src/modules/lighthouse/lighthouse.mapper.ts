import type { LighthouseRun, LighthouseSummary } from '@stacklens/contracts';
import type { LighthouseEvidence } from '../../common/analyzer.client';
import type { LighthouseRunEntity } from './entities/lighthouse-run.entity';

/** `GET` path of a finished run's HTML report (relative to the site root). */
export const reportPath = (id: string) => `/api/v2/websites/report/${id}/html`;

/** A run as the API returns it (scores, metrics and report URL only once done). */
export function toLighthouseRun(run: LighthouseRunEntity): LighthouseRun {
  const done = run.status === 'done';
  return {
    id: run.id,
    status: run.status,
    domain: run.domain,
    url: run.url,
    createdAt: run.createdAt.toISOString(),
    fetchedAt: done && run.finishedAt ? run.finishedAt.toISOString() : null,
    scores: done
      ? {
          performance: run.performance,
          accessibility: run.accessibility,
          bestPractices: run.bestPractices,
          seo: run.seo,
        }
      : null,
    metrics: done
      ? {
          lcpMs: run.lcpMs,
          cls: run.cls,
          tbtMs: run.tbtMs,
          fcpMs: run.fcpMs,
          speedIndexMs: run.speedIndexMs,
        }
      : null,
    durationMs: done ? run.durationMs : null,
    reportUrl: done ? reportPath(run.id) : null,
    errorCode: run.errorCode,
    errorMessage: run.errorMessage,
  };
}

/** The website result's `lighthouse` summary of a finished run. */
export function toLighthouseSummary(run: LighthouseRunEntity): LighthouseSummary {
  return {
    performance: run.performance,
    accessibility: run.accessibility,
    bestPractices: run.bestPractices,
    seo: run.seo,
    fetchedAt: (run.finishedAt ?? run.createdAt).toISOString(),
  };
}

/** A finished run as the score's Lighthouse evidence. */
export function toLighthouseEvidence(run: LighthouseRunEntity): LighthouseEvidence {
  return {
    performance: run.performance,
    accessibility: run.accessibility,
    bestPractices: run.bestPractices,
    seo: run.seo,
    metrics: {
      lcpMs: run.lcpMs,
      cls: run.cls,
      tbtMs: run.tbtMs,
      fcpMs: run.fcpMs,
      speedIndexMs: run.speedIndexMs,
    },
    fetchedAt: (run.finishedAt ?? run.createdAt).toISOString(),
  };
}
