import type { Evidence } from '../../../common/analyzer.client';
import type { TechnologyVulnerabilities, VersionStatus } from '@stacklens/contracts';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TechnologyEntity } from '../../technologies/entities/technology.entity';
import { WebsiteEntity } from './website.entity';

/** One technology detected on a website by its latest analysis. */
@Entity({ name: 'website_technology' })
export class WebsiteTechnologyEntity {
  @PrimaryColumn({ name: 'website_id', type: 'uuid' })
  websiteId!: string;

  @PrimaryColumn({ name: 'technology_id', type: 'integer' })
  technologyId!: number;

  @ManyToOne(() => WebsiteEntity, (website) => website.technologies, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'website_id' })
  website!: Relation<WebsiteEntity>;

  @ManyToOne(() => TechnologyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'technology_id' })
  technology!: Relation<TechnologyEntity>;

  @Column({ type: 'text', nullable: true })
  version!: string | null;

  @Column({ name: 'latest_version', type: 'text', nullable: true })
  latestVersion!: string | null;

  @Column({ name: 'version_status', type: 'text', default: 'unknown' })
  versionStatus!: VersionStatus;

  @Column({ type: 'integer' })
  confidence!: number;

  @Column({ type: 'boolean', default: false })
  implied!: boolean;

  /** What the analyzer matched (pattern family, key, value); empty when the analyzer does not report it. */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  evidence!: Evidence[];

  /**
   * Known vulnerabilities of the detected version (issue 20), as the API shows them; null when nothing could be
   * checked (no detected version, no advisory data for the technology, or a result stored before the lookup existed).
   */
  @Column({ type: 'jsonb', nullable: true })
  vulnerabilities!: TechnologyVulnerabilities | null;
}
