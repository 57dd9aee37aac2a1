import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One advisory snapshot stored by the worker's refresh job (issue 20): the analyzer's `AdvisorySnapshot` as gzip
 * JSON, with what the refresh measured. The workers match against the newest row unless the bundled snapshot is newer.
 */
@Entity({ name: 'advisory_snapshot' })
export class AdvisorySnapshotEntity {
  /** bigserial: increases with every stored refresh (the newest row has the highest id). */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  /** The snapshot's `generatedAt` (`YYYY-MM-DD`). */
  @Column({ name: 'generated_at', type: 'text' })
  generatedAt!: string;

  /** gzip of the snapshot's JSON. */
  @Column({ type: 'bytea', select: false })
  data!: Buffer;

  /** Bytes of the snapshot's JSON (uncompressed). */
  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  /** Bytes stored (gzip). */
  @Column({ name: 'stored_bytes', type: 'integer' })
  storedBytes!: number;

  /** Technologies with advisory data. */
  @Column({ type: 'integer' })
  technologies!: number;

  /** Advisories in all. */
  @Column({ type: 'integer' })
  advisories!: number;

  /** How long the refresh took (fetching, parsing, building), ms. */
  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs!: number;

  /** Per source: `refreshed`, `kept` or the error message (the analyzer's `RefreshAdvisoriesResult.outcome`). */
  @Column({ type: 'jsonb', default: () => `'{}'` })
  outcome!: Record<string, string>;

  @Column({ name: 'refreshed_at', type: 'timestamptz', default: () => 'now()' })
  refreshedAt!: Date;
}
