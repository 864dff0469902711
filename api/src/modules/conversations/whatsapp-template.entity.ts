import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';

/** One variable of a template: its key in Twilio's content variables ('1', 'first_name') and what the agent is asked for. */
export interface TemplateVariable {
  key: string;
  label: string;
}

/**
 * An approved WhatsApp template: a Twilio Content SID (HX...), configured by an administrator, with
 * its text (as approved, `{{key}}` where a variable goes) and the variables an agent fills in.
 */
@Entity('whatsapp_templates')
@Unique('UQ_whatsapp_templates_name', ['name'])
@Unique('UQ_whatsapp_templates_content_sid', ['contentSid'])
export class WhatsAppTemplate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 34 })
  contentSid: string;

  /** The approved text: what the agent reads before sending, and the sent message's text in the thread. */
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  variables: TemplateVariable[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
