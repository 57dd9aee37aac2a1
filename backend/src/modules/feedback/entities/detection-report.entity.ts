import type {
  DetectionReportEvidence,
  DetectionReportKind,
  DetectionReportStatus,
} from '@stacklens/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A user's report of a wrong detection on a website's result, with the evidence stored when it was filed. */
@Entity({ name: 'detection_report' })
export class DetectionReportEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Website key (host without `www.`/port), as the stored result has it. */
  @Column({ type: 'text' })
  domain!: string;

  /** Catalogue name of the reported technology, or the name the user gave for `missing` (or null). */
  @Column({ type: 'text', nullable: true })
  technology!: string | null;

  @Column({ type: 'text' })
  kind!: DetectionReportKind;

  @Column({ type: 'text' })
  detail!: string;

  @Column({ name: 'reported_by', type: 'uuid', nullable: true })
  reportedBy!: string | null;

  /** Snapshot of the stored result when the report was filed. */
  @Column({ type: 'jsonb' })
  evidence!: DetectionReportEvidence;

  @Column({ type: 'text', default: 'open' })
  status!: DetectionReportStatus;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy!: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt!: Date | null;

  /** The operator's internal note. */
  @Column({ name: 'review_note', type: 'text', nullable: true })
  reviewNote!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
