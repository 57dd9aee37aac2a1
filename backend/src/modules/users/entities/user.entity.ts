import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type UserRole = 'user' | 'admin';
export type UserPlan = 'free' | 'paid';

/** An account. Email is stored lowercased and unique; `passwordHash` is argon2id (null for Google/GitHub-only accounts). */
@Entity({ name: 'app_user' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text', nullable: true })
  name!: string | null;

  @Column({ name: 'job_title_id', type: 'integer', nullable: true })
  jobTitleId!: number | null;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  technologies!: string[];

  /** When the user saved or skipped the account-setup step after sign-up; null while it is pending. */
  @Column({ name: 'onboarded_at', type: 'timestamptz', nullable: true })
  onboardedAt!: Date | null;

  @Column({ name: 'password_hash', type: 'text', nullable: true, select: true })
  passwordHash!: string | null;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  /** A new address waiting for the confirmation link mailed to it (`email` stays in force until then). */
  @Column({ name: 'pending_email', type: 'text', nullable: true })
  pendingEmail!: string | null;

  /** SHA-256 of the pending address's confirmation token; never selected by default. */
  @Column({ name: 'pending_email_token_hash', type: 'text', nullable: true, select: false })
  pendingEmailTokenHash!: string | null;

  @Column({ name: 'pending_email_expires_at', type: 'timestamptz', nullable: true })
  pendingEmailExpiresAt!: Date | null;

  @Column({ type: 'text', default: 'user' })
  role!: UserRole;

  @Column({ type: 'text', default: 'free' })
  plan!: UserPlan;

  /** The paid plan while `plan` is `paid`: Pay as you go (metered) or Pro; null on the free plan. */
  @Column({ name: 'billing_plan', type: 'text', nullable: true })
  billingPlan!: 'payg' | 'pro' | null;

  @Column({ name: 'is_customer', type: 'boolean', default: false })
  isCustomer!: boolean;

  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
