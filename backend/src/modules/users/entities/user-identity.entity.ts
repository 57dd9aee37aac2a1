import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type IdentityProvider = 'google' | 'github';

/** A Google or GitHub account linked to a user (by the provider's stable user id). */
@Entity({ name: 'user_identity' })
export class UserIdentityEntity {
  @PrimaryColumn({ type: 'text' })
  provider!: IdentityProvider;

  @PrimaryColumn({ name: 'provider_user_id', type: 'text' })
  providerUserId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
