import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A technology category of the fingerprint set (id as in categories.json). Lower priority = shown first. */
@Entity({ name: 'category' })
export class CategoryEntity {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', unique: true })
  slug!: string;

  @Column({ type: 'integer', default: 0 })
  priority!: number;
}
