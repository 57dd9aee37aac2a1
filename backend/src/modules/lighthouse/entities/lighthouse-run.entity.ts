import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { LighthouseRunStatus } from '@stacklens/contracts';

/** One Lighthouse run of a website (table `lighthouse_run`, lighthouse module). Scores 0..100; times in ms. */
@Entity({ name: 'lighthouse_run' })
export class LighthouseRunEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  domain!: string;

  @Column({ type: 'text' })
  url!: string;

  @Column({ type: 'text', default: 'queued' })
  status!: LighthouseRunStatus;

  @Column({ name: 'requested_by', type: 'uuid', nullable: true })
  requestedBy!: string | null;

  @Column({ type: 'smallint', nullable: true })
  performance!: number | null;

  @Column({ type: 'smallint', nullable: true })
  accessibility!: number | null;

  @Column({ name: 'best_practices', type: 'smallint', nullable: true })
  bestPractices!: number | null;

  @Column({ type: 'smallint', nullable: true })
  seo!: number | null;

  @Column({ name: 'lcp_ms', type: 'integer', nullable: true })
  lcpMs!: number | null;

  @Column({ type: 'double precision', nullable: true })
  cls!: number | null;

  @Column({ name: 'tbt_ms', type: 'integer', nullable: true })
  tbtMs!: number | null;

  @Column({ name: 'fcp_ms', type: 'integer', nullable: true })
  fcpMs!: number | null;

  @Column({ name: 'speed_index_ms', type: 'integer', nullable: true })
  speedIndexMs!: number | null;

  /** The Lighthouse result JSON, gzip. Not loaded unless selected. */
  @Column({ name: 'result_gz', type: 'bytea', nullable: true, select: false })
  resultGz!: Buffer | null;

  /** Lighthouse's HTML report, gzip. Not loaded unless selected. */
  @Column({ name: 'report_gz', type: 'bytea', nullable: true, select: false })
  reportGz!: Buffer | null;

  @Column({ name: 'lighthouse_version', type: 'text', nullable: true })
  lighthouseVersion!: string | null;

  @Column({ name: 'duration_ms', type: 'integer', nullable: true })
  durationMs!: number | null;

  @Column({ name: 'error_code', type: 'text', nullable: true })
  errorCode!: string | null;

  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
