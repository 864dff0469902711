import { AuditAction, TEMPLATE_MESSAGES, fillTemplate } from '@pmp/shared';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { Conflict, Invalid, NotFound } from '../../common/errors';
import { isUniqueViolation } from '../../common/postgres';
import type { SignedInActor } from '../../common/actor';
import { changedValues, type AuditService } from '../audit/audit.service';
import { WhatsAppTemplate, type TemplateVariable } from './whatsapp-template.entity';

/** What the audit log keeps of a template change. */
const AUDITED_FIELDS = ['name', 'contentSid', 'body', 'variables'] as const;

export interface TemplateFields {
  name: string;
  contentSid: string;
  body: string;
  variables: TemplateVariable[];
}

/** A template ready to leave: Twilio's content variables and the text the thread shows. */
export interface RenderedTemplate {
  contentSid: string;
  contentVariables: Record<string, string>;
  text: string;
}

/**
 * Approved WhatsApp templates (Twilio Content SIDs). Creating, changing and deleting one is an
 * administrator's task: those three are this service's `create`, `update` and `remove`, and
 * only them (reading and rendering are every agent's).
 */
export class WhatsAppTemplateService {
  private readonly templates: Repository<WhatsAppTemplate>;

  constructor(
    dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    this.templates = dataSource.getRepository(WhatsAppTemplate);
  }

  list(): Promise<WhatsAppTemplate[]> {
    return this.templates.find({ order: { name: 'ASC', id: 'ASC' } });
  }

  async get(id: string): Promise<WhatsAppTemplate> {
    const template = await this.templates.findOneBy({ id });
    if (!template) throw new NotFound(TEMPLATE_MESSAGES.notFound);
    return template;
  }

  async create(fields: TemplateFields, actor: SignedInActor): Promise<WhatsAppTemplate> {
    return this.saving(actor, null, (manager) => manager.save(this.templates.create(clean(fields))));
  }

  async update(id: string, fields: TemplateFields, actor: SignedInActor): Promise<WhatsAppTemplate> {
    const template = await this.get(id);
    const before = { ...template };
    return this.saving(actor, before, (manager) => manager.save(Object.assign(template, clean(fields))));
  }

  async remove(id: string, actor: SignedInActor): Promise<boolean> {
    return this.templates.manager.transaction(async (manager) => {
      const template = await manager.findOneBy(WhatsAppTemplate, { id });
      if (!template) throw new NotFound(TEMPLATE_MESSAGES.notFound);
      await manager.delete(WhatsAppTemplate, { id });
      await this.record(manager, actor, template, { before: { name: template.name, contentSid: template.contentSid }, after: null });
      return true;
    });
  }

  private record(
    manager: EntityManager,
    actor: SignedInActor,
    template: WhatsAppTemplate,
    changes: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
  ) {
    const target = { type: 'whatsapp_template', id: template.id, label: `WhatsApp template ${template.name}` };
    return this.audit.record(actor, { action: AuditAction.CHANNEL_CHANGED, target, ...changes }, manager);
  }

  /**
   * The template with the agent's values: every variable needs one (400 naming it), and a value
   * for a variable the template lacks is refused rather than dropped.
   */
  render(template: WhatsAppTemplate, values: readonly { key: string; value: string }[]): RenderedTemplate {
    const given = new Map(values.map((v) => [v.key, v.value.trim()]));
    for (const key of given.keys()) {
      if (!template.variables.some((v) => v.key === key)) throw new Invalid(TEMPLATE_MESSAGES.unknownVariable(key), 'values');
    }
    const contentVariables: Record<string, string> = {};
    for (const variable of template.variables) {
      const value = given.get(variable.key);
      if (!value) throw new Invalid(TEMPLATE_MESSAGES.variableRequired(variable.label), `values.${variable.key}`);
      contentVariables[variable.key] = value;
    }
    return { contentSid: template.contentSid, contentVariables, text: fillTemplate(template.body, contentVariables) };
  }

  /** Saves a template and its record in the audit log together (a new one: `before` null). */
  private async saving(
    actor: SignedInActor,
    before: WhatsAppTemplate | null,
    save: (manager: EntityManager) => Promise<WhatsAppTemplate>,
  ): Promise<WhatsAppTemplate> {
    try {
      return await this.templates.manager.transaction(async (manager) => {
        const saved = await save(manager);
        const changes = changedValues(before, saved, AUDITED_FIELDS);
        if (changes) await this.record(manager, actor, saved, changes);
        return saved;
      });
    } catch (error) {
      const constraint = isUniqueViolation(error);
      if (constraint === 'UQ_whatsapp_templates_name') throw new Conflict(TEMPLATE_MESSAGES.nameTaken, 'name');
      if (constraint === 'UQ_whatsapp_templates_content_sid') throw new Conflict(TEMPLATE_MESSAGES.contentSidTaken, 'contentSid');
      throw error;
    }
  }
}

/** The fields trimmed; variable keys once each. */
function clean(fields: TemplateFields): TemplateFields {
  const variables = fields.variables.map((v) => ({ key: v.key.trim(), label: v.label.trim() }));
  if (new Set(variables.map((v) => v.key)).size !== variables.length)
    throw new Invalid(TEMPLATE_MESSAGES.variableKeysRepeated, 'variables');
  return { name: fields.name.trim(), contentSid: fields.contentSid.trim(), body: fields.body.trim(), variables };
}
