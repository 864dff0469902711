import { Field, ObjectType } from 'type-graphql';
import { EmailConnectionStatusValue, EmailProviderValue } from './email.enums';

/** The signed-in user's e-mail settings and the state of their connected account (REST and GraphQL alike). */
@ObjectType({ description: "The signed-in user's e-mail settings and connected mail account." })
export class EmailSettings {
  @Field(() => String, { nullable: true, description: 'From address for mail sent through the system SMTP server.' })
  senderEmail: string | null;

  @Field(() => String, { nullable: true, description: 'HTML signature, as sanitized by the server.' })
  emailSignature: string | null;

  @Field({ description: 'Whether e-mail may be sent from the portal for this user.' })
  emailEnabled: boolean;

  @Field(() => EmailProviderValue, { nullable: true })
  connectedEmailProvider: EmailProviderValue | null;

  @Field(() => String, { nullable: true, description: "The connected account's address." })
  connectedEmail: string | null;

  @Field(() => EmailConnectionStatusValue)
  connectionStatus: EmailConnectionStatusValue;

  @Field(() => String, { nullable: true, description: "Why a reconnect is needed, in the provider's words." })
  connectionError: string | null;

  @Field(() => [EmailProviderValue], { description: 'The accounts this server lets a user connect.' })
  availableProviders: EmailProviderValue[];

  @Field({ description: 'Whether the company mail server sends for users without a connected account.' })
  companyMailServer: boolean;

  @Field(() => String, { nullable: true, description: "Why this user's mail cannot be sent now, in their words; null when it can." })
  sendingProblem: string | null;
}

@ObjectType({ description: "Where the Connect popup goes: the provider's sign-in page." })
export class EmailConnectStart {
  @Field()
  authUrl: string;
}
