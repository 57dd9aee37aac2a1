import { DetectionReportRequestSchema, type WebsiteResult } from '@stacklens/contracts';
import { findDetection } from './feedback.mapper';

describe('detection reports', () => {
  it('require a technology except for missing ones', () => {
    expect(DetectionReportRequestSchema.safeParse({ kind: 'false-positive', detail: 'x' }).success).toBe(
      false,
    );
    expect(DetectionReportRequestSchema.safeParse({ kind: 'missing', detail: 'x' }).success).toBe(true);
    expect(
      DetectionReportRequestSchema.safeParse({ kind: 'missing', detail: 'x'.repeat(2001) }).success,
    ).toBe(false);
  });

  it('find a detection by catalogue name (any case) or slug', () => {
    const result = { techs: [{ name: 'WordPress', slug: 'wordpress' }] } as WebsiteResult;
    expect(findDetection(result, 'wordPRESS')?.name).toBe('WordPress');
    expect(findDetection(result, 'wordpress')?.name).toBe('WordPress');
    expect(findDetection(result, 'Drupal')).toBeUndefined();
  });
});
