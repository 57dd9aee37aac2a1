import type { MonitorInterval } from '@stacklens/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A user's monitored domain: re-analysed every `interval` by the worker's monitor scheduler. */
@Entity({ name: 'monitor' })
export class MonitorEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** Registrable domain (the website key), unique per user. */
  @Column({ type: 'text' })
  domain!: string;

  /** Normalised address re-analysed, e.g. `https://example.com`. */
  @Column({ type: 'text' })
  url!: string;

  @Column({ type: 'text' })
  interval!: MonitorInterval;

  @Column({ name: 'next_run_at', type: 'timestamptz' })
  nextRunAt!: Date;

  @Column({ name: 'last_run_at', type: 'timestamptz', nullable: true })
  lastRunAt!: Date | null;

  @Column({ name: 'last_analysis_id', type: 'uuid', nullable: true })
  lastAnalysisId!: string | null;

  /** Problem code and detail of the last refused run (quota used up, email not verified…), or null. */
  @Column({ name: 'last_error', type: 'jsonb', nullable: true })
  lastError!: { code: string; detail: string } | null;

  @Column({ name: 'last_changed_at', type: 'timestamptz', nullable: true })
  lastChangedAt!: Date | null;

  /** When the monitor was paused (its account was taken over); the scheduler skips it until its interval is saved. */
  @Column({ name: 'paused_at', type: 'timestamptz', nullable: true })
  pausedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
