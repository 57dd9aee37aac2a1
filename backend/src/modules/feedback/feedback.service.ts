import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DetectionReportRequest, DetectionReportResponse } from '@stacklens/contracts';
import { Repository } from 'typeorm';
import { WebsitesService } from '../websites/websites.service';
import { DetectionReportEntity } from './entities/detection-report.entity';
import { FeedbackRateLimiter } from './feedback-rate-limit';
import { FeedbackError, FeedbackErrorCode } from './feedback.error';
import { evidenceSnapshot, findDetection, toDetectionReportResponse } from './feedback.mapper';

/**
 * Users' reports of wrong detections (owns `detection_report`): a false positive, a wrong version or a missing
 * technology on a website's public result, stored with a snapshot of the result as StackLens had it (read through
 * {@link WebsitesService}) for operators to review ({@link FeedbackAdminService}).
 */
@Injectable()
export class FeedbackService {
  private readonly logger = new Logger(FeedbackService.name);

  constructor(
    @InjectRepository(DetectionReportEntity) private readonly reports: Repository<DetectionReportEntity>,
    private readonly websites: WebsitesService,
    private readonly rateLimiter: FeedbackRateLimiter,
  ) {}

  /**
   * Files a report by `reportedBy` about the public result of `domain` (normalised like the search box).
   * `false-positive` and `wrong-version` must name a technology of the result (catalogue name or slug, any case);
   * its detection is snapshotted. `missing` snapshots every detection and keeps the given name as typed. The
   * stored report counts against the account's hourly budget ({@link FeedbackRateLimiter}).
   * @throws WebsitesError website-not-found (404); FeedbackError technology-not-detected (400)
   */
  async report(
    domain: string,
    body: DetectionReportRequest,
    reportedBy: string,
  ): Promise<DetectionReportResponse> {
    const result = await this.websites.getByDomain(domain);
    let technology: string | null;
    let detections: typeof result.techs;
    if (body.kind === 'missing') {
      technology = body.technology?.trim() || null;
      detections = result.techs;
    } else {
      const detection = findDetection(result, body.technology ?? '');
      if (!detection)
        throw new FeedbackError(
          FeedbackErrorCode.TechnologyNotDetected,
          `The result of ${result.domain} does not list ${body.technology ?? 'that technology'}.`,
        );
      technology = detection.name;
      detections = [detection];
    }
    const report = await this.reports.save(
      this.reports.create({
        domain: result.domain,
        technology,
        kind: body.kind,
        detail: body.detail.trim(),
        reportedBy,
        evidence: evidenceSnapshot(result, detections),
      }),
    );
    await this.rateLimiter.record(reportedBy);
    this.logger.log(`Detection report ${report.id}: ${body.kind} on ${result.domain} (${technology ?? '—'})`);
    return toDetectionReportResponse(report);
  }
}
