import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The operators' admin panel. `audit_log` (admin module): one row per admin mutation — who, what, which
 * record, the record before and after — written in the mutation's transaction. Moderation state on the owning
 * modules' tables: who decided a removal request and the reason of a rejection (removals), when and by whom a contact
 * message was handled (contact), and the operators' catalogue overrides (technologies): the name shown and the
 * latest-version source (`{source, id, manual?}`, the reviewed mapping file's entry shape).
 */
export class Admin1765300000000 implements MigrationInterface {
  name = 'Admin1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        actor_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
        actor_email text,
        action text NOT NULL,
        resource text NOT NULL,
        record_id text NOT NULL,
        before jsonb,
        after jsonb,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX audit_log_record_idx ON audit_log (resource, record_id)`);

    await queryRunner.query(`
      ALTER TABLE removal_request
        ADD COLUMN decided_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
        ADD COLUMN rejection_reason text`);
    await queryRunner.query(`
      ALTER TABLE contact_message
        ADD COLUMN handled_at timestamptz,
        ADD COLUMN handled_by uuid REFERENCES app_user (id) ON DELETE SET NULL`);
    await queryRunner.query(`
      ALTER TABLE technology
        ADD COLUMN display_name text,
        ADD COLUMN version_source jsonb`);
    await queryRunner.query(`CREATE INDEX analysis_created_idx ON analysis (created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS analysis_created_idx`);
    await queryRunner.query(`ALTER TABLE technology DROP COLUMN version_source, DROP COLUMN display_name`);
    await queryRunner.query(`ALTER TABLE contact_message DROP COLUMN handled_by, DROP COLUMN handled_at`);
    await queryRunner.query(
      `ALTER TABLE removal_request DROP COLUMN rejection_reason, DROP COLUMN decided_by`,
    );
    await queryRunner.query(`DROP TABLE IF EXISTS audit_log`);
  }
}
