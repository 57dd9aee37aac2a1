import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users' reports of wrong detections (owned by the feedback module): a false positive, a wrong
 * version or a missing technology on a website's result, with a JSON snapshot of what StackLens had stored at the
 * time (`evidence`) and the operators' review.
 */
export class DetectionReports1765600000000 implements MigrationInterface {
  name = 'DetectionReports1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE detection_report (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        domain text NOT NULL,
        technology text,
        kind text NOT NULL CHECK (kind IN ('false-positive', 'wrong-version', 'missing')),
        detail text NOT NULL,
        reported_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
        evidence jsonb NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'rejected')),
        reviewed_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
        reviewed_at timestamptz,
        review_note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (kind = 'missing' OR technology IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE INDEX detection_report_status_created_idx ON detection_report (status, created_at DESC)`,
    );
    await queryRunner.query(`CREATE INDEX detection_report_domain_idx ON detection_report (domain)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS detection_report`);
  }
}
