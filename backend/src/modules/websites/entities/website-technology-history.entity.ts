import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TechnologyEntity } from '../../technologies/entities/technology.entity';
import { WebsiteEntity } from './website.entity';

/**
 * One continuous presence of a technology on a website: opened by the analysis that first detected it, kept open
 * (`lastSeenAt`, `lastVersion`) by every analysis that detects it again, closed (`removedAt`) by the first complete
 * analysis that does not. At most one open row per website and technology (partial unique index).
 */
@Entity({ name: 'website_technology_history' })
export class WebsiteTechnologyHistoryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'website_id', type: 'uuid' })
  websiteId!: string;

  @ManyToOne(() => WebsiteEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'website_id' })
  website!: Relation<WebsiteEntity>;

  @Column({ name: 'technology_id', type: 'integer' })
  technologyId!: number;

  @ManyToOne(() => TechnologyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'technology_id' })
  technology!: Relation<TechnologyEntity>;

  @Column({ name: 'first_seen_at', type: 'timestamptz' })
  firstSeenAt!: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt!: Date;

  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt!: Date | null;

  @Column({ name: 'first_version', type: 'text', nullable: true })
  firstVersion!: string | null;

  @Column({ name: 'last_version', type: 'text', nullable: true })
  lastVersion!: string | null;
}
