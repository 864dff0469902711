import { CompanyDefaultsDocument, SendingChannelsDocument, TicketContactOptionsDocument, type TaskFieldsFragment } from '../gql/graphql';

/** A task as the api answers it (pending, medium, no due date), with the fields a test cares about. */
export function makeTask(overrides: Partial<TaskFieldsFragment> = {}): TaskFieldsFragment {
  return {
    __typename: 'Task',
    id: 't1',
    ticketId: 'k1',
    title: 'Call the plumber',
    description: null,
    status: 'PENDING',
    priority: 'MEDIUM',
    assigneeId: null,
    createdById: 'u1',
    dueDate: null,
    completedAt: null,
    remindBeforeMinutes: null,
    overdueRepeatMinutes: 1440,
    nextReminderAt: null,
    snoozedUntil: null,
    createdAt: '2030-01-01T09:00:00.000Z',
    updatedAt: '2030-01-01T09:00:00.000Z',
    assignee: null,
    ...overrides,
  };
}

/** The ticket forms' contact choices (the unfiltered first page), answered up to `maxUsageCount` times. */
export function contactOptionsMock(nodes: { id: string; name: string; email: string }[], maxUsageCount = 10) {
  return {
    request: { query: TicketContactOptionsDocument, variables: { search: null } },
    result: {
      data: {
        contacts: {
          __typename: 'ContactConnection' as const,
          totalCount: nodes.length,
          nodes: nodes.map((node) => ({ __typename: 'Contact' as const, ...node })),
        },
      },
    },
    maxUsageCount,
  };
}

/** An outbound e-mail as a send or a retry answers it, in the state given. */
export function outboundEmail(status: 'SENT' | 'FAILED' | 'PENDING', error: string | null) {
  return {
    __typename: 'ConversationMessage' as const,
    id: 'm1',
    conversationId: 'c1',
    direction: 'OUTBOUND' as const,
    channel: 'EMAIL' as const,
    subject: 'Visit',
    body: 'We come on Monday',
    status,
    error,
    filteredReason: null,
    rawMailUrl: null,
    createdAt: '2030-01-01T09:00:00.000Z',
    attachments: [],
  };
}

/** The `sendingChannels` answer: e-mail as given, SMS and WhatsApp able to send. */
export function sendingChannelsMock(email: { canSend: boolean; reason: string | null }) {
  const state = (channel: 'EMAIL' | 'SMS' | 'WHATSAPP', canSend: boolean, reason: string | null) => ({
    __typename: 'ChannelSendState' as const,
    channel,
    canSend,
    reason,
  });
  return {
    request: { query: SendingChannelsDocument },
    result: {
      data: { sendingChannels: [state('EMAIL', email.canSend, email.reason), state('SMS', true, null), state('WHATSAPP', true, null)] },
    },
  };
}

/** The `companyDefaults` answer: the SLA targets as given (default: 24 hours, 5 days, 10 days), the UK and English, Europe/London. */
export function companyDefaultsMock(
  labels: { EMERGENCY: string; URGENT: string; IMPORTANT: string } = { EMERGENCY: '24 hours', URGENT: '5 days', IMPORTANT: '10 days' },
) {
  const hours = { EMERGENCY: 24, URGENT: 120, IMPORTANT: 240 };
  return {
    request: { query: CompanyDefaultsDocument },
    result: {
      data: {
        companyDefaults: {
          __typename: 'CompanyDefaults' as const,
          name: 'Acme Housing',
          defaultCountry: 'UK' as const,
          defaultLanguage: 'EN' as const,
          slaTargets: (['EMERGENCY', 'URGENT', 'IMPORTANT'] as const).map((priority) => ({
            __typename: 'SlaTarget' as const,
            priority,
            hours: hours[priority],
            label: labels[priority],
          })),
          timeZone: 'Europe/London',
        },
      },
    },
    maxUsageCount: 10,
  };
}
