import { BookOpen, Building2, Home, LayoutDashboard, Mail, MessageSquare, Settings, Ticket, Users, type LucideIcon } from 'lucide-react';
import { paths } from '../lib/paths';

export interface NavItem {
  path: string;
  label: string;
  icon: LucideIcon;
  /** Other paths under which this item counts as current. */
  alsoCurrentFor?: readonly string[];
}

export interface NavSection {
  title: string;
  items: readonly NavItem[];
}

/** The sidebar: SUPPORT, CLIENTS and SETTINGS sections (docs/product.md §2). */
export const navSections: readonly NavSection[] = [
  {
    title: 'SUPPORT',
    items: [
      { path: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard },
      { path: paths.tickets, label: 'Tickets', icon: Ticket },
      { path: paths.conversations, label: 'Conversations', icon: MessageSquare },
      {
        path: paths.troubleshooting,
        label: 'Knowledge Base',
        icon: BookOpen,
        alsoCurrentFor: [paths.knowledgeBaseAdmin],
      },
    ],
  },
  {
    title: 'CLIENTS',
    items: [
      { path: paths.clients, label: 'Clients', icon: Building2 },
      { path: paths.properties, label: 'Properties', icon: Home },
      { path: paths.contacts, label: 'Contacts', icon: Users },
    ],
  },
  {
    title: 'SETTINGS',
    items: [
      { path: paths.emailSettings, label: 'Email Settings', icon: Mail },
      { path: paths.settings, label: 'Settings', icon: Settings },
    ],
  },
];

function isUnder(pathname: string, base: string): boolean {
  if (base === '/') return pathname === '/';
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Whether the item is the current route's item (/tickets/new highlights Tickets). */
export function isNavItemCurrent(item: NavItem, pathname: string): boolean {
  return [item.path, ...(item.alsoCurrentFor ?? [])].some((base) => isUnder(pathname, base));
}

const pageTitles: ReadonlyArray<readonly [string, string]> = [
  [paths.knowledgeBaseAdmin, 'Knowledge Base Admin'],
  [paths.tickets, 'Tickets'],
  [paths.conversations, 'Conversations'],
  [paths.troubleshooting, 'Knowledge Base'],
  [paths.clients, 'Clients'],
  [paths.properties, 'Properties'],
  [paths.contacts, 'Contacts'],
  [paths.emailSettings, 'Email Settings'],
  [paths.channels, 'Channels'],
  [paths.team, 'Team'],
  [paths.auditLog, 'Audit log'],
  [paths.companySettings, 'Company'],
  [paths.onCall, 'On call'],
  [paths.profile, 'Profile'],
  [paths.settings, 'Settings'],
];

/** The top bar's title for a path; unknown paths are the 404 page. */
export function pageTitleFor(pathname: string): string {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (normalized === paths.dashboard) return 'Dashboard';
  if (normalized === paths.newTicket) return 'Tickets';
  const match = pageTitles.find(([path]) => normalized === path);
  return match ? match[1] : 'Page Not Found';
}
