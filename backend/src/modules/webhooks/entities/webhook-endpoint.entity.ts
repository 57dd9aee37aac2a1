import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A user's webhook endpoint: URL, subscribed event types and the `whsec_…` signing secret, sealed
 * (`WebhookSecretBox`); after a rotation also the previous secret, until its overlap ends.
 */
@Entity({ name: 'webhook_endpoint' })
export class WebhookEndpointEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  url!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', array: true })
  events!: string[];

  /** The signing secret sealed by `WebhookSecretBox` (a plain `whsec_…` only until `WebhookSecretsService` seals it). */
  @Column({ type: 'text' })
  secret!: string;

  /** The secret replaced by the last rotation, sealed; it signs deliveries too until `previousSecretExpiresAt`. */
  @Column({ name: 'previous_secret', type: 'text', nullable: true })
  previousSecret!: string | null;

  @Column({ name: 'previous_secret_expires_at', type: 'timestamptz', nullable: true })
  previousSecretExpiresAt!: Date | null;

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  @Column({ name: 'disabled_reason', type: 'text', nullable: true })
  disabledReason!: string | null;

  /** Start of the current run of failed attempts (null after a success). */
  @Column({ name: 'failing_since', type: 'timestamptz', nullable: true })
  failingSince!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
