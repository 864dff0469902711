/** Every path of the app, in one place: screens take paths from this typed module, never from literals. */
export const paths = {
  dashboard: '/',
  tickets: '/tickets',
  newTicket: '/tickets/new',
  conversations: '/conversations',
  troubleshooting: '/troubleshooting',
  clients: '/clients',
  properties: '/properties',
  contacts: '/contacts',
  emailSettings: '/email-settings',
  profile: '/profile',
  settings: '/settings',
  channels: '/settings/channels',
  team: '/settings/team',
  auditLog: '/settings/audit-log',
  companySettings: '/settings/company',
  onCall: '/settings/on-call',
  knowledgeBaseAdmin: '/admin/knowledge-base',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  invitation: '/invite/:token',
  verifyEmail: '/verify-email/:token',
} as const;

/** The pages of the links sent by e-mail and of asking for one: open to anyone, signed in or not. */
export const accountLinkPaths = [paths.forgotPassword, paths.resetPassword, paths.invitation, paths.verifyEmail] as const;

/** /tickets?ticket={ticketId}: the tickets page with that ticket's detail dialog open. */
export function ticketDetailPath(ticketId: string): string {
  return `${paths.tickets}?${new URLSearchParams({ ticket: ticketId }).toString()}`;
}

/** /contacts?contact={id}, /clients?client={id}, /properties?property={id}: the page with that record's modal open. */
export function contactDetailPath(contactId: string): string {
  return `${paths.contacts}?${new URLSearchParams({ contact: contactId }).toString()}`;
}
export function clientDetailPath(clientId: string): string {
  return `${paths.clients}?${new URLSearchParams({ client: clientId }).toString()}`;
}
export function propertyDetailPath(propertyId: string): string {
  return `${paths.properties}?${new URLSearchParams({ property: propertyId }).toString()}`;
}

/** /conversations?conversation={id}: the Conversations screen with that thread open. */
export function conversationPath(conversationId: string): string {
  return `${paths.conversations}?${new URLSearchParams({ conversation: conversationId }).toString()}`;
}

/** /tickets?search={text}: the tickets list filtered by a search (the top bar's Enter). */
export function ticketSearchPath(search: string): string {
  return `${paths.tickets}?${new URLSearchParams({ search }).toString()}`;
}

/** /tickets/new, optionally pre-linked to a troubleshooting session (all three are needed). */
export function newTicketPath(link?: { fromSession: string; articleId: string }): string {
  if (!link) return paths.newTicket;
  const query = new URLSearchParams({ ...link, source: 'troubleshooting' });
  return `${paths.newTicket}?${query.toString()}`;
}

/** /troubleshooting?article={id}: the Knowledge Base with that article open in the reader; `guide` starts its guided mode. */
export function knowledgeArticlePath(articleId: string, options: { guide?: boolean } = {}): string {
  const query = new URLSearchParams({ article: articleId });
  if (options.guide) query.set('guide', '1');
  return `${paths.troubleshooting}?${query.toString()}`;
}
