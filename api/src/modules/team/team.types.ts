import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Role } from '../users/user.enums';

@ObjectType({ description: 'Someone with an account, as the team screen (admins) shows them.' })
export class TeamMember {
  @Field(() => ID)
  id: string;

  @Field({ description: '"First Last", else the e-mail address.' })
  name: string;

  @Field()
  email: string;

  @Field(() => Role)
  role: Role;

  @Field({ description: 'False once deactivated: they cannot sign in, and their sessions have ended.' })
  active: boolean;

  @Field(() => Date, { nullable: true })
  lastSignInAt: Date | null;

  @Field(() => Int, { description: 'Unfinished tickets assigned to them.' })
  openTickets: number;

  @Field(() => Int, { description: 'Unfinished tasks assigned to them.' })
  openTasks: number;
}

@ObjectType({ description: 'What a reassignment moved.' })
export class ReassignedWork {
  @Field(() => Int)
  tickets: number;

  @Field(() => Int)
  tasks: number;
}
