import { Arg, Args, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { CurrentUser } from '../../common/graphql-context';
import { Connection } from '../../common/paging';
import { User } from '../users/user.entity';
import type { UserService } from '../users/user.service';
import { Task } from './task.entity';
import { CreateTaskInput, TasksArgs, UpdateTaskInput } from './task.inputs';
import type { TaskService } from './task.service';

@ObjectType()
export class TaskConnection extends Connection(Task) {}

/** GraphQL side of tasks; the same TaskService as the REST routes. */
@Resolver(() => Task)
export class TaskResolver {
  constructor(
    private readonly service: TaskService,
    private readonly users: UserService,
  ) {}

  @Allow('read')
  @Query(() => TaskConnection, { description: 'Tasks newest first, optionally of one ticket and in some statuses.' })
  tasks(@Args(() => TasksArgs) args: TasksArgs): Promise<TaskConnection> {
    return this.service.list(args);
  }

  @Allow('read')
  @Query(() => Task)
  task(@Arg('id', () => ID) id: string): Promise<Task> {
    return this.service.get(id);
  }

  @Allow('work')
  @Mutation(() => Task, { description: 'Creates a pending task; the signed-in user is its creator.' })
  createTask(@Arg('input', () => CreateTaskInput) input: CreateTaskInput, @CurrentUser() me: User): Promise<Task> {
    return this.service.create(input, me);
  }

  @Allow('work')
  @Mutation(() => Task, { description: 'Changes a task: only the fields given change.' })
  updateTask(@Arg('input', () => UpdateTaskInput) input: UpdateTaskInput, @CurrentUser() me: User): Promise<Task> {
    return this.service.update(input, me);
  }

  @Allow('read')
  @FieldResolver(() => User, { nullable: true })
  async assignee(@Root() task: Task): Promise<User | null> {
    if (task.assignee !== undefined) return task.assignee;
    return task.assigneeId ? this.users.find(task.assigneeId) : null;
  }
}
