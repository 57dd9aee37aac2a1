import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leaving is clean: an operator's audit-log rows keep their id after the account is deleted (the
 * email is erased by the deletion instead), so the foreign key that set `actor_id` to NULL goes.
 */
export class LeavingAuditActor1795756698150 implements MigrationInterface {
  name = 'LeavingAuditActor1795756698150';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_actor_id_fkey`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE audit_log SET actor_id = NULL WHERE actor_id IS NOT NULL AND actor_id NOT IN (SELECT id FROM app_user)`,
    );
    await queryRunner.query(
      `ALTER TABLE audit_log ADD CONSTRAINT audit_log_actor_id_fkey
        FOREIGN KEY (actor_id) REFERENCES app_user (id) ON DELETE SET NULL`,
    );
  }
}
