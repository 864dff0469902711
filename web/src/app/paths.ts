/** Every path of the app, in one place (DESIGN: paths come from one typed module, not literals). */
export const paths = {
  dashboard: "/",
  tickets: "/tickets",
  newTicket: "/tickets/new",
  conversations: "/conversations",
  troubleshooting: "/troubleshooting",
  clients: "/clients",
  properties: "/properties",
  contacts: "/contacts",
  emailSettings: "/email-settings",
  settings: "/settings",
  knowledgeBaseAdmin: "/admin/knowledge-base",
  auth: "/auth",
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** /tickets?ticket={ticketId}: the tickets page with that ticket's detail dialog open. */
export function ticketDetailPath(ticketId: string): string {
  return `${paths.tickets}?${new URLSearchParams({ ticket: ticketId }).toString()}`;
}

/** /tickets/new, optionally pre-linked to a troubleshooting session (all three are needed). */
export function newTicketPath(link?: { fromSession: string; articleId: string }): string {
  if (!link) return paths.newTicket;
  const query = new URLSearchParams({ ...link, source: "troubleshooting" });
  return `${paths.newTicket}?${query.toString()}`;
}
