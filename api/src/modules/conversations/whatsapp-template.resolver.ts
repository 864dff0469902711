import { Arg, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentUser } from '../../common/graphql-context';
import { CurrentActor, type SignedInActor } from '../../common/actor';
import type { User } from '../users/user.entity';
import { ChannelValue } from './conversation.enums';
import { ConversationMessageType, ConversationType } from './conversation.types';
import { toMessageView } from './conversation.view';
import type { OutboundService } from './outbound.service';
import type { WhatsAppTemplate } from './whatsapp-template.entity';
import {
  CreateWhatsAppTemplateInput,
  DeleteWhatsAppTemplateInput,
  SendTemplateInput,
  UpdateWhatsAppTemplateInput,
} from './whatsapp-template.inputs';
import type { WhatsAppTemplateService } from './whatsapp-template.service';
import { WhatsAppTemplateType, WhatsAppWindowType } from './whatsapp-template.types';

function toTemplateView(template: WhatsAppTemplate): WhatsAppTemplateType {
  const { id, name, contentSid, body, variables } = template;
  return { id, name, contentSid, body, variables };
}

/** The approved WhatsApp templates: every agent lists and sends them. */
@Resolver()
export class WhatsAppTemplateResolver {
  constructor(
    private readonly templates: WhatsAppTemplateService,
    private readonly outbound: OutboundService,
  ) {}

  @Allow('read')
  @Query(() => [WhatsAppTemplateType], { description: 'The approved WhatsApp templates, by name.' })
  async whatsappTemplates(): Promise<WhatsAppTemplateType[]> {
    return (await this.templates.list()).map(toTemplateView);
  }

  @Allow('work')
  @Mutation(() => ConversationMessageType, {
    description: 'An approved template in a WhatsApp conversation, whatever the 24-hour window: sent, failed or pending.',
  })
  async sendWhatsAppTemplate(@Arg('input') input: SendTemplateInput, @CurrentUser() me: User): Promise<ConversationMessageType> {
    return toMessageView(await this.outbound.sendTemplate(me, input));
  }
}

/**
 * Configuring templates, an administrator's task: every change to them is here (and in the
 * service's create/update/remove), so restricting it to a role is one place.
 */
@Resolver()
export class WhatsAppTemplateAdminResolver {
  constructor(private readonly templates: WhatsAppTemplateService) {}

  @Allow('admin')
  @Mutation(() => WhatsAppTemplateType, { description: 'Adds an approved WhatsApp template (its Twilio Content SID).' })
  async createWhatsAppTemplate(
    @Arg('input') input: CreateWhatsAppTemplateInput,
    @CurrentActor() actor: SignedInActor,
  ): Promise<WhatsAppTemplateType> {
    return toTemplateView(await this.templates.create(input, actor));
  }

  @Allow('admin')
  @Mutation(() => WhatsAppTemplateType)
  async updateWhatsAppTemplate(
    @Arg('input') input: UpdateWhatsAppTemplateInput,
    @CurrentActor() actor: SignedInActor,
  ): Promise<WhatsAppTemplateType> {
    const { id, ...fields } = input;
    return toTemplateView(await this.templates.update(id, fields, actor));
  }

  @Allow('admin')
  @Mutation(() => Boolean, { description: 'Removes a template; messages sent with it keep their text.' })
  async deleteWhatsAppTemplate(@Arg('input') input: DeleteWhatsAppTemplateInput, @CurrentActor() actor: SignedInActor): Promise<boolean> {
    return this.templates.remove(input.id, actor);
  }
}

/** WhatsApp's 24-hour window on a conversation, for the composer. */
@Resolver(() => ConversationType)
export class ConversationWindowResolver {
  constructor(private readonly outbound: OutboundService) {}

  @Allow('read')
  @FieldResolver(() => WhatsAppWindowType, {
    nullable: true,
    description: 'WhatsApp conversations: whether a free-form message can be sent now, and until when. Null on other channels.',
  })
  async whatsappWindow(@Root() conversation: ConversationType): Promise<WhatsAppWindowType | null> {
    if (conversation.channel !== ChannelValue.WHATSAPP) return null;
    return this.outbound.whatsappWindow({ id: conversation.id, contactId: conversation.contactId });
  }
}
