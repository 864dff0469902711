import { RateLimitRecord } from '../modules/auth/rate-limit.entity';
import { SessionRecord } from '../modules/auth/session-record.entity';
import { Client } from '../modules/clients/client.entity';
import { Contact } from '../modules/contacts/contact.entity';
import { Attachment } from '../modules/conversations/attachment.entity';
import { ChannelIdentity } from '../modules/conversations/channel-identity.entity';
import { Conversation } from '../modules/conversations/conversation.entity';
import { Message } from '../modules/conversations/message.entity';
import { KnowledgeArticle } from '../modules/knowledge/knowledge-article.entity';
import { KnowledgeStep } from '../modules/knowledge/knowledge-step.entity';
import { ResponsibilityMatrixEntry } from '../modules/knowledge/responsibility-matrix.entity';
import { StepOption } from '../modules/knowledge/step-option.entity';
import { TroubleshootingSession } from '../modules/knowledge/troubleshooting-session.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { Property } from '../modules/properties/property.entity';
import { Task } from '../modules/tasks/task.entity';
import { Activity } from '../modules/tickets/activity.entity';
import { TicketComment } from '../modules/tickets/ticket-comment.entity';
import { Ticket } from '../modules/tickets/ticket.entity';
import { User } from '../modules/users/user.entity';

/** Every entity of the data model (docs/product.md §3), plus the session and rate-limit tables. */
export const entities = [
  User,
  Contact,
  Client,
  Property,
  Ticket,
  TicketComment,
  Activity,
  Task,
  ChannelIdentity,
  Conversation,
  Message,
  Attachment,
  KnowledgeArticle,
  KnowledgeStep,
  StepOption,
  ResponsibilityMatrixEntry,
  TroubleshootingSession,
  SessionRecord,
  RateLimitRecord,
  Notification,
];
