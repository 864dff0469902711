import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('TemplateVariable', { simpleResolvers: true })
export class TemplateVariableType {
  @Field({ description: "Its key in Twilio's content variables ('1', 'first_name')." })
  key: string;

  @Field({ description: 'What the agent is asked for.' })
  label: string;
}

@ObjectType('WhatsAppTemplate', { simpleResolvers: true, description: 'An approved WhatsApp template (a Twilio Content SID).' })
export class WhatsAppTemplateType {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  contentSid: string;

  @Field({ description: 'The approved text, {{key}} where a variable goes.' })
  body: string;

  @Field(() => [TemplateVariableType])
  variables: TemplateVariableType[];
}

@ObjectType('WhatsAppWindow', {
  simpleResolvers: true,
  description: "WhatsApp's 24-hour window: free-form messages only while it is open, templates always.",
})
export class WhatsAppWindowType {
  @Field({ description: 'Whether a free-form message can be sent now (by the database clock).' })
  open: boolean;

  @Field(() => Date, {
    nullable: true,
    description: "When it closes (or closed): 24 hours after the customer's last message; null when they never wrote.",
  })
  closesAt: Date | null;
}
