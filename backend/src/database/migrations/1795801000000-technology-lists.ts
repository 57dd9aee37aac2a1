import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Technology lists (lists module, issue 21):
 * - `stacklens_version_key(text)`: the sortable key of a detected version — `{major, minor, patch}` of the first
 *   `MAJOR[.MINOR[.PATCH]]` run of digits, as semver's `coerce` reads it, or NULL when the string has no digits.
 *   Numeric arrays compare part by part, so `key < '{3,5,0}'` is "older than 3.5". `backend/test/lists.e2e-spec.ts`
 *   checks it against `semver.coerce`.
 * - Indexes on `website_technology` that serve a list page straight from the index in keyset order: by technology
 *   then website id (carrying the version), and by technology then version key (a selective version filter). The
 *   first replaces `website_technology_technology_idx` (same leading column). `website_hidden_idx` (the few hidden
 *   websites) lets a count take them out by an anti-join instead of joining every website.
 * - `list_usage`: list rows delivered per user and calendar month (the paid plans' allowance).
 * - API keys may hold the scope `lists:read`.
 */
export class TechnologyLists1795801000000 implements MigrationInterface {
  name = 'TechnologyLists1795801000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One regular expression, no sub-select and not STRICT: PostgreSQL inlines the body into the query (about 3 µs a
    // row; a leading `(?:^|[^0-9])` or bounded `{1,9}` repetitions made it 20 µs). Numeric parts never overflow, so
    // the index expression can never fail an insert of a detected version.
    await queryRunner.query(`
      CREATE FUNCTION stacklens_version_key(version text) RETURNS numeric[]
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN (string_to_array(substring(version FROM '[0-9]+(?:\\.[0-9]+){0,2}') || '.0.0', '.'))[1:3]::numeric[]`);
    await queryRunner.query(
      `CREATE INDEX website_technology_list_idx ON website_technology (technology_id, website_id) INCLUDE (version)`,
    );
    await queryRunner.query(
      `CREATE INDEX website_technology_version_key_idx
         ON website_technology (technology_id, stacklens_version_key(version), website_id)`,
    );
    await queryRunner.query(`DROP INDEX website_technology_technology_idx`);
    await queryRunner.query(`CREATE INDEX website_hidden_idx ON website (id) WHERE hidden`);
    await queryRunner.query(`
      CREATE TABLE list_usage (
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        period_start date NOT NULL,
        used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
        PRIMARY KEY (user_id, period_start)
      )`);
    await queryRunner.query(`ALTER TABLE api_key DROP CONSTRAINT api_key_scopes_check`);
    await queryRunner.query(`
      ALTER TABLE api_key ADD CONSTRAINT api_key_scopes_check CHECK (
        cardinality(scopes) > 0
        AND scopes <@ ARRAY['analyses:write', 'websites:read', 'webhooks:write', 'billing:read', 'lists:read']::text[]
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE api_key SET scopes = array_remove(scopes, 'lists:read')`);
    await queryRunner.query(`DELETE FROM api_key WHERE cardinality(scopes) = 0`);
    await queryRunner.query(`ALTER TABLE api_key DROP CONSTRAINT api_key_scopes_check`);
    await queryRunner.query(`
      ALTER TABLE api_key ADD CONSTRAINT api_key_scopes_check CHECK (
        cardinality(scopes) > 0
        AND scopes <@ ARRAY['analyses:write', 'websites:read', 'webhooks:write', 'billing:read']::text[]
      )`);
    await queryRunner.query(`DROP TABLE list_usage`);
    await queryRunner.query(
      `CREATE INDEX website_technology_technology_idx ON website_technology (technology_id)`,
    );
    await queryRunner.query(`DROP INDEX website_technology_version_key_idx`);
    await queryRunner.query(`DROP INDEX website_technology_list_idx`);
    await queryRunner.query(`DROP FUNCTION stacklens_version_key(text)`);
  }
}
