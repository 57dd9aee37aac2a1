import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AnalysisStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** Stages recorded while an analysis runs (shown by the status endpoint). */
export type AnalysisStage = 'queued' | 'collecting' | 'storing' | 'retrying' | 'done';

/** One requested analysis of a website and its outcome. At most one is queued/running per domain. */
@Entity({ name: 'analysis' })
export class AnalysisEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  domain!: string;

  /** The normalised address the worker analyses (protocol + host + non-default port). */
  @Column({ type: 'text' })
  url!: string;

  @Column({ type: 'text', default: 'queued' })
  status!: AnalysisStatus;

  @Column({ type: 'text', default: 'queued' })
  stage!: AnalysisStage;

  /** Attempts started by the worker so far. */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'status_code', type: 'integer', nullable: true })
  statusCode!: number | null;

  @Column({ name: 'error_code', type: 'text', nullable: true })
  errorCode!: string | null;

  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  timings!: Record<string, number | null> | null;

  @Column({ name: 'website_id', type: 'uuid', nullable: true })
  websiteId!: string | null;

  /** The requesting user (null while analysis is anonymous). */
  @Column({ name: 'requested_by', type: 'uuid', nullable: true })
  requestedBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
