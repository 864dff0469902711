import { NotificationEvent } from '@pmp/shared';
import { Field, ObjectType } from 'type-graphql';
import './notification.enums';

@ObjectType({ description: 'The channels one event reaches the person by.' })
export class NotificationEventChannels {
  @Field(() => NotificationEvent)
  event: NotificationEvent;

  @Field({ description: "In the top bar's bell." })
  inApp: boolean;

  @Field()
  email: boolean;

  @Field({ description: 'Needs the mobile number.' })
  sms: boolean;
}

@ObjectType({ description: "The signed-in person's notification preferences." })
export class NotificationPreferencesView {
  @Field(() => [NotificationEventChannels], { description: 'Every event, in a fixed order, with its channels.' })
  events: NotificationEventChannels[];

  @Field(() => String, { nullable: true, description: 'For SMS, in international (E.164) form.' })
  mobilePhone: string | null;

  @Field(() => String, { nullable: true, description: 'When quiet hours start ("HH:MM", local time); null: none.' })
  quietHoursStart: string | null;

  @Field(() => String, { nullable: true, description: 'When quiet hours end ("HH:MM"); before the start means overnight.' })
  quietHoursEnd: string | null;

  @Field(() => String, { description: "The zone quiet hours and the digest are read in: the person's profile's, else the company's." })
  timeZone: string;

  @Field({ description: 'Non-urgent e-mail gathered into one e-mail a day (07:00 local) instead of one per event.' })
  digest: boolean;

  @Field({ description: 'Whether an urgent alert plays a sound in the web app.' })
  urgentAlertSound: boolean;
}
