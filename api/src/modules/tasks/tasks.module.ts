import { feature, resolver } from '../../common/feature-module';
import type { Notifier } from '../notifications/notifier.service';
import type { TicketService } from '../tickets/ticket.service';
import type { UserService } from '../users/user.service';
import { ReminderService } from './reminder.service';
import { Task } from './task.entity';
import { TaskResolver } from './task.resolver';
import { taskRouter } from './task.rest';
import { TaskService } from './task.service';

interface Uses {
  tasks: TaskService;
  tickets: TicketService;
  users: UserService;
  notifier: Notifier;
}

/** Tasks and their reminders (delivered by the job runner). */
export const tasksModule = feature<Uses>()({
  name: 'tasks',
  entities: [Task],
  services: {
    tasks: ({ tickets, users, notifier }, { dataSource, clock }) => new TaskService(dataSource, clock, tickets, users, notifier),
    reminders: ({ notifier, tickets }, { dataSource, clock }) => new ReminderService(dataSource, notifier, clock, tickets),
  },
  resolvers: [resolver(TaskResolver, ({ tasks, users }) => new TaskResolver(tasks, users))],
  routers: [{ path: '/api/tasks', create: ({ tasks }) => taskRouter(tasks) }],
});
