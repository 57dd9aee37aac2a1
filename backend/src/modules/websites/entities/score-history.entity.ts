import type { ScorePart } from '@stacklens/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { WebsiteEntity } from './website.entity';

/** One Awesomeness Score of a website, appended by every successful analysis. */
@Entity({ name: 'score_history' })
export class ScoreHistoryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'website_id', type: 'uuid' })
  websiteId!: string;

  @ManyToOne(() => WebsiteEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'website_id' })
  website!: Relation<WebsiteEntity>;

  @Column({ type: 'integer' })
  score!: number;

  @Column({ name: 'model_version', type: 'integer' })
  modelVersion!: number;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  breakdown!: ScorePart[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
