import type {
  AdminDetectionReport,
  DetectionReportEvidence,
  DetectionReportResponse,
  WebsiteResult,
} from '@stacklens/contracts';
import type { DetectionReportEntity } from './entities/detection-report.entity';

/** The answer to a filed report. */
export function toDetectionReportResponse(report: DetectionReportEntity): DetectionReportResponse {
  return { id: report.id, createdAt: report.createdAt.toISOString() };
}

/** A report as operators see it (list and show). */
export function toAdminDetectionReport(report: DetectionReportEntity): AdminDetectionReport {
  return {
    id: report.id,
    domain: report.domain,
    technology: report.technology,
    kind: report.kind,
    detail: report.detail,
    reportedBy: report.reportedBy,
    evidence: report.evidence,
    status: report.status,
    reviewedBy: report.reviewedBy,
    reviewedAt: report.reviewedAt?.toISOString() ?? null,
    reviewNote: report.reviewNote,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
  };
}

/**
 * The evidence stored with a report: the result's address, time, score and score model, and the detections of
 * `technologies` (the reported one, or all of them for a `missing` report) with versions and evidence.
 */
export function evidenceSnapshot(
  result: WebsiteResult,
  technologies: WebsiteResult['techs'],
): DetectionReportEvidence {
  return {
    url: result.url,
    analysedAt: result.updatedAt,
    statusCode: result.statusCode,
    score: result.score,
    modelVersion: result.modelVersion,
    breakdown: result.breakdown,
    technologies,
  };
}

/**
 * The detection of `nameOrSlug` in the result: a case-insensitive match of the catalogue name or the slug;
 * undefined when the result does not list it.
 */
export function findDetection(
  result: WebsiteResult,
  nameOrSlug: string,
): WebsiteResult['techs'][number] | undefined {
  const wanted = nameOrSlug.trim().toLowerCase();
  return result.techs.find((tech) => tech.name.toLowerCase() === wanted || tech.slug === wanted);
}
