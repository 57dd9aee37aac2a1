import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Articles are seeded once: `article_seed` (articles module) remembers every shipped article slug the
 * seed has inserted, so that an article an operator deleted in the admin panel is not brought back by the next
 * `npm run seed`. Articles already in the database count as seeded.
 */
export class ArticleSeeds1765300000100 implements MigrationInterface {
  name = 'ArticleSeeds1765300000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE article_seed (
        slug text PRIMARY KEY,
        seeded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO article_seed (slug) SELECT slug FROM article`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS article_seed`);
  }
}
