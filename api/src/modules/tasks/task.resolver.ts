import { Arg, Args, Ctx, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { DataSource, Repository } from 'typeorm';
import { Unauthenticated } from '../../common/errors';
import { Connection } from '../../common/paging';
import type { GraphQLContext } from '../../graphql/context';
import { User } from '../users/user.entity';
import { Task } from './task.entity';
import { CreateTaskInput, TasksArgs, UpdateTaskInput } from './task.inputs';
import type { TaskService } from './task.service';

@ObjectType()
export class TaskConnection extends Connection(Task) {}

/** GraphQL side of tasks; the same TaskService as the REST routes. */
@Resolver(() => Task)
export class TaskResolver {
  private readonly users: Repository<User>;

  constructor(
    private readonly service: TaskService,
    dataSource: DataSource,
  ) {
    this.users = dataSource.getRepository(User);
  }

  @Query(() => TaskConnection, { description: 'Tasks newest first, optionally of one ticket and in some statuses.' })
  tasks(@Args(() => TasksArgs) args: TasksArgs): Promise<TaskConnection> {
    return this.service.list(args);
  }

  @Query(() => Task)
  task(@Arg('id', () => ID) id: string): Promise<Task> {
    return this.service.get(id);
  }

  @Mutation(() => Task, { description: 'Creates a pending task; the signed-in user is its creator.' })
  createTask(@Arg('input', () => CreateTaskInput) input: CreateTaskInput, @Ctx() ctx: GraphQLContext): Promise<Task> {
    if (!ctx.user) throw new Unauthenticated();
    return this.service.create(input, ctx.user);
  }

  @Mutation(() => Task, { description: 'Changes a task: only the fields given change.' })
  updateTask(@Arg('input', () => UpdateTaskInput) input: UpdateTaskInput): Promise<Task> {
    return this.service.update(input);
  }

  @FieldResolver(() => User, { nullable: true })
  async assignee(@Root() task: Task): Promise<User | null> {
    if (task.assignee !== undefined) return task.assignee;
    return task.assigneeId ? this.users.findOneBy({ id: task.assigneeId }) : null;
  }
}
