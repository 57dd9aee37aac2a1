import type { PaidPlan } from '@stacklens/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A user's Stripe subscription as StackLens last synchronised it (from Stripe, on every subscription event). */
@Entity({ name: 'billing_subscription' })
export class BillingSubscriptionEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'stripe_subscription_id', type: 'text' })
  stripeSubscriptionId!: string;

  @Column({ type: 'text' })
  plan!: PaidPlan;

  /** Stripe's status: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  @Column({ type: 'text' })
  status!: string;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd!: Date | null;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
