import { z } from 'zod';

/** What a user reports about a website's result. */
export const DetectionReportKindSchema = z.enum(['false-positive', 'wrong-version', 'missing']);
export type DetectionReportKind = z.infer<typeof DetectionReportKindSchema>;

/** Where an operator's review of a report stands. */
export const DetectionReportStatusSchema = z.enum(['open', 'accepted', 'rejected']);
export type DetectionReportStatus = z.infer<typeof DetectionReportStatusSchema>;

/**
 * Report a wrong detection: `POST /api/v2/websites/{domain}/feedback` → 201 {@link DetectionReportResponse}.
 * Signed in with a verified email (session with the CSRF token, or an API key). `technology` is a catalogue name
 * or slug of a technology of the website's result (required for `false-positive` and `wrong-version`); for
 * `missing` it is the name the user knows (optional, free text). The report is stored with the evidence StackLens
 * had at the time and reviewed by operators in the admin panel.
 *
 * Errors: 400 `validation-failed` or `technology-not-detected`, 401 `sign-up-required`, 403 `email-not-verified`
 * / `csrf-invalid`, 404 `website-not-found` (no public result), 429 `rate-limited` (per user and hour).
 */
export const DetectionReportRequestSchema = z
  .object({
    technology: z.string().trim().min(1).max(100).optional(),
    kind: DetectionReportKindSchema,
    detail: z.string().trim().min(1, 'Tell us what is wrong.').max(2000, 'Use at most 2000 characters.'),
  })
  .refine((body) => body.kind === 'missing' || body.technology !== undefined, {
    path: ['technology'],
    message: 'Name the technology the report is about.',
  });
export type DetectionReportRequest = z.input<typeof DetectionReportRequestSchema>;

export const DetectionReportResponseSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
});
export type DetectionReportResponse = z.infer<typeof DetectionReportResponseSchema>;

/** Stable error codes of detection reports. */
export const FeedbackProblemCode = {
  TechnologyNotDetected: 'technology-not-detected',
  DetectionReportNotFound: 'detection-report-not-found',
} as const;
