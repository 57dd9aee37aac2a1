import {
  Column,
  CreateDateColumn,
  Entity,
  JoinTable,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ReleaseCycle, VersionSourceMappingEntry } from '../../../common/analyzer.client';
import { CategoryEntity } from './category.entity';

/** A technology of the catalogue (seeded from the fingerprint set), with its latest known release. */
@Entity({ name: 'technology' })
export class TechnologyEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** Fingerprint name, e.g. `WordPress` (unique; the analyzer's key). */
  @Column({ type: 'text', unique: true })
  name!: string;

  @Column({ type: 'text', unique: true })
  slug!: string;

  /** The name shown, set by an operator (null: `name`). */
  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName!: string | null;

  /**
   * An operator's latest-version source, overriding the reviewed mapping file's entry (null: the file decides);
   * a `manual` source carries the version itself.
   */
  @Column({ name: 'version_source', type: 'jsonb', nullable: true })
  versionSource!: VersionSourceMappingEntry | null;

  @Column({ type: 'text', nullable: true })
  website!: string | null;

  @Column({ type: 'text', nullable: true })
  icon!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'latest_version', type: 'text', nullable: true })
  latestVersion!: string | null;

  @Column({ name: 'latest_checked_at', type: 'timestamptz', nullable: true })
  latestCheckedAt!: Date | null;

  /** endoflife.date product id (filled by the latest-versions issue). */
  @Column({ name: 'eol_product', type: 'text', nullable: true })
  eolProduct!: string | null;

  /** Release cycles with their end-of-life dates (filled by the latest-versions issue). */
  @Column({ name: 'eol_cycles', type: 'jsonb', nullable: true })
  eolCycles!: ReleaseCycle[] | null;

  @ManyToMany(() => CategoryEntity)
  @JoinTable({
    name: 'technology_category',
    joinColumn: { name: 'technology_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'category_id', referencedColumnName: 'id' },
  })
  categories!: CategoryEntity[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
