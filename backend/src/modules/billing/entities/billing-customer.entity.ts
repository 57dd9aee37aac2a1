import type { BillingAddress, TaxId } from '@stacklens/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A user's Stripe customer and the billing details last sent to Stripe. */
@Entity({ name: 'billing_customer' })
export class BillingCustomerEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'stripe_customer_id', type: 'text' })
  stripeCustomerId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'jsonb' })
  address!: BillingAddress;

  @Column({ name: 'tax_ids', type: 'jsonb', default: () => `'[]'` })
  taxIds!: TaxId[];

  /** The card charged by default (Stripe's `invoice_settings.default_payment_method`). */
  @Column({ name: 'default_payment_method', type: 'text', nullable: true })
  defaultPaymentMethod!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
