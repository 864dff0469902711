import { TICKET_LIMITS } from '@pmp/shared';
import * as yup from 'yup';
import type { Category, CreateTicketInput, TicketPriority } from '../../gql/graphql';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

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
  title: blankAfterTrim('Title is required').max(TICKET_LIMITS.title, `Title must be at most ${TICKET_LIMITS.title} characters`),
  description: blankAfterTrim('Description is required').max(
    TICKET_LIMITS.description,
    `Description must be at most ${TICKET_LIMITS.description} characters`,
  ),
  priority: yup.string().required('Priority is required'),
  category: yup.string().required('Category is required'),
  clientId: yup.string().required('Client is required'),
  requesterId: yup.string().required('Requester is required'),
  propertyId: yup.string(),
  assigneeId: yup.string(),
  tags: yup.string().test('tags', `At most ${TICKET_LIMITS.tags} tags of ${TICKET_LIMITS.tagLength} characters each`, (value) => {
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
