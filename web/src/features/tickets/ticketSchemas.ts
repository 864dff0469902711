import { TICKET_LIMITS, TICKET_MESSAGES } from '@pmp/shared';
import * as yup from 'yup';
import type { Category, CreateTicketInput, TicketPriority } from '../../gql/graphql';

export interface NewTicketValues {
  title: string;
  description: string;
  priority: TicketPriority | '';
  category: Category | '';
  clientId: string;
  requesterId: string;
  propertyId: string;
  /** "unassigned" means none. */
  assigneeId: string;
  tags: string;
}

export const newTicketInitialValues: NewTicketValues = {
  title: '',
  description: '',
  priority: '',
  category: '',
  clientId: '',
  requesterId: '',
  propertyId: '',
  assigneeId: 'unassigned',
  tags: '',
};

/** Tags: comma-separated text split into a trimmed list with empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

const blankAfterTrim = (message: string) => yup.string().trim(message).required(message);

/** Create ticket rules (docs/product.md §5). */
export const newTicketSchema = yup.object({
  title: blankAfterTrim(TICKET_MESSAGES.title).max(TICKET_LIMITS.title, TICKET_MESSAGES.titleTooLong),
  description: blankAfterTrim(TICKET_MESSAGES.description).max(TICKET_LIMITS.description, TICKET_MESSAGES.descriptionTooLong),
  priority: yup.string().required(TICKET_MESSAGES.priorityRequired),
  category: yup.string().required(TICKET_MESSAGES.categoryRequired),
  clientId: yup.string().required(TICKET_MESSAGES.client),
  requesterId: yup.string().required(TICKET_MESSAGES.requester),
  propertyId: yup.string(),
  assigneeId: yup.string(),
  tags: yup.string().test('tags', TICKET_MESSAGES.tags, (value) => {
    const tags = parseTags(value ?? '');
    return tags.length <= TICKET_LIMITS.tags && tags.every((t) => t.length <= TICKET_LIMITS.tagLength);
  }),
});

export function toCreateTicketInput(
  values: NewTicketValues,
  link: { fromSession?: string | null; articleId?: string | null; source?: string | null },
): CreateTicketInput {
  const input: CreateTicketInput = {
    title: values.title.trim(),
    description: values.description.trim(),
    priority: values.priority as TicketPriority,
    category: values.category as Category,
    clientId: values.clientId,
    requesterId: values.requesterId,
    propertyId: values.propertyId || null,
    assigneeId: values.assigneeId && values.assigneeId !== 'unassigned' ? values.assigneeId : null,
    tags: parseTags(values.tags),
  };
  // All three are needed to record the link to the troubleshooting session.
  if (link.fromSession && link.articleId && link.source === 'troubleshooting') {
    Object.assign(input, { fromSession: link.fromSession, articleId: link.articleId, source: link.source });
  }
  return input;
}
