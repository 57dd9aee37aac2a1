import type { AdvisoryData, NamedSoftware, ScoreBand, ScorePart } from '@stacklens/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { WebsiteTechnologyEntity } from './website-technology.entity';

/** The latest analysis result of one website, keyed by host name (no `www.`, no port). */
@Entity({ name: 'website' })
export class WebsiteEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', unique: true })
  domain!: string;

  /** Normalised address as analysed: protocol + host (+ non-default port). */
  @Column({ type: 'text' })
  url!: string;

  @Column({ type: 'text' })
  protocol!: 'http' | 'https';

  @Column({ type: 'integer' })
  score!: number;

  @Column({ type: 'text' })
  band!: ScoreBand;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  breakdown!: ScorePart[];

  @Column({ name: 'model_version', type: 'integer' })
  modelVersion!: number;

  /** 200, or 408 when the result is partial. */
  @Column({ name: 'status_code', type: 'integer', nullable: true })
  statusCode!: number | null;

  /** The advisory data the technologies' vulnerabilities were matched against; null for results stored before. */
  @Column({ name: 'advisory_data', type: 'jsonb', nullable: true })
  advisoryData!: AdvisoryData | null;

  /**
   * Software the latest result names about itself that the fingerprint set does not know (the analyzer's
   * `namedSoftware`); null for results stored before it existed.
   */
  @Column({ name: 'named_software', type: 'jsonb', nullable: true })
  namedSoftware!: NamedSoftware[] | null;

  /** Hidden after a removal request: not served publicly. */
  @Column({ type: 'boolean', default: false })
  hidden!: boolean;

  @OneToMany(() => WebsiteTechnologyEntity, (tech) => tech.website)
  technologies!: Relation<WebsiteTechnologyEntity>[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
