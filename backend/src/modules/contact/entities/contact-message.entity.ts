import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent through the contact form; `mailedAt` is set once the operators were mailed. */
@Entity({ name: 'contact_message' })
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text', default: '' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ name: 'receive_updates', type: 'boolean', default: false })
  receiveUpdates!: boolean;

  /** The signed-in sender, if any. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ name: 'client_address', type: 'text', nullable: true })
  clientAddress!: string | null;

  @Column({ name: 'mailed_at', type: 'timestamptz', nullable: true })
  mailedAt!: Date | null;

  /** When an operator marked it handled (null: still to handle). */
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt!: Date | null;

  @Column({ name: 'handled_by', type: 'uuid', nullable: true })
  handledBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
