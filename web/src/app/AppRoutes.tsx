import { RequireNeed } from '../features/auth/permissions';
import type { ApolloClient } from '@apollo/client';
import { lazy, Suspense } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { Navigate, Route, Routes } from 'react-router';
import { ContentSpinner, FullPageSpinner } from './FullPageSpinner';
import { Frame } from './Frame';
import { paths } from '../lib/paths';
import { prefetchCompanyDefaults } from '../features/company/useCompany';
import { prefetchDashboardMetrics } from '../features/dashboard/useDashboard';

// Preloadable: once preloaded, rendered at once, without a Suspense fallback (React holds a revealed
// fallback's content back for up to 300 ms).
const DashboardPage = lazyWithPreload(() => import('../features/dashboard/DashboardPage'));
const TicketsPage = lazyWithPreload(() => import('../features/tickets/TicketsPage'));
const ConversationsPage = lazy(() => import('../features/conversations/ConversationsPage'));
const TroubleshootingPage = lazy(() => import('../features/troubleshooting/TroubleshootingPage'));
const ClientsPage = lazy(() => import('../features/clients/ClientsPage'));
const PropertiesPage = lazy(() => import('../features/properties/PropertiesPage'));
const ContactsPage = lazy(() => import('../features/contacts/ContactsPage'));
const EmailSettingsPage = lazy(() => import('../features/email-settings/EmailSettingsPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const ChannelsPage = lazy(() => import('../features/channels/ChannelsPage'));
const TeamPage = lazy(() => import('../features/team/TeamPage'));
const AuditLogPage = lazy(() => import('../features/audit/AuditLogPage'));
const CompanySettingsPage = lazy(() => import('../features/company/CompanySettingsPage'));
const OnCallPage = lazy(() => import('../features/oncall/OnCallPage'));
const KnowledgeAdminPage = lazy(() => import('../features/knowledge-admin/KnowledgeAdminPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * Starts fetching the page at `pathname` (the dashboard and the tickets list, the usual first
 * screens) at start-up, while the session is still being checked, instead of after it; settles
 * when that code is here (or failed to come: React.lazy then tries again and reports). With
 * `signedIn` (a client, when the page is known to be a signed-in user's) the company's defaults
 * (the frame waits for their time zone) and the dashboard's figures are asked for too: signed out
 * they would be refused.
 */
export function preloadPage(pathname: string, signedIn: ApolloClient | null = null): Promise<unknown> {
  if (signedIn) prefetchCompanyDefaults(signedIn);
  if (pathname === paths.dashboard) {
    if (signedIn) prefetchDashboardMetrics(signedIn);
    return DashboardPage.preload();
  }
  if (pathname === paths.tickets || pathname === paths.newTicket) return TicketsPage.preload();
  return Promise.resolve();
}

/** Every route of the app (docs/product.md §2), inside the frame; anything else is the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      {/* A signed-in user at the authentication page goes to the dashboard. */}
      <Route path={paths.auth} element={<RedirectHome />} />
      <Route
        path="*"
        element={
          <Frame>
            <Suspense fallback={<ContentSpinner />}>
              <Routes>
                <Route path={paths.dashboard} element={<DashboardPage />} />
                <Route path={paths.tickets} element={<TicketsPage />} />
                <Route path={paths.newTicket} element={<TicketsPage />} />
                <Route path={paths.conversations} element={<ConversationsPage />} />
                <Route path={paths.troubleshooting} element={<TroubleshootingPage />} />
                <Route path={paths.clients} element={<ClientsPage />} />
                <Route path={paths.properties} element={<PropertiesPage />} />
                <Route path={paths.contacts} element={<ContactsPage />} />
                <Route path={paths.emailSettings} element={<EmailSettingsPage />} />
                <Route path={paths.profile} element={<ProfilePage />} />
                <Route path={paths.settings} element={<SettingsPage />} />
                <Route
                  path={paths.channels}
                  element={
                    <RequireNeed need="admin">
                      <ChannelsPage />
                    </RequireNeed>
                  }
                />
                <Route
                  path={paths.team}
                  element={
                    <RequireNeed need="admin">
                      <TeamPage />
                    </RequireNeed>
                  }
                />
                <Route
                  path={paths.companySettings}
                  element={
                    <RequireNeed need="admin">
                      <CompanySettingsPage />
                    </RequireNeed>
                  }
                />
                {/* Everyone sees who is on call; the page offers changes to admins only. */}
                <Route path={paths.onCall} element={<OnCallPage />} />
                <Route
                  path={paths.auditLog}
                  element={
                    <RequireNeed need="admin">
                      <AuditLogPage />
                    </RequireNeed>
                  }
                />
                <Route
                  path={paths.knowledgeBaseAdmin}
                  element={
                    <RequireNeed need="admin">
                      <KnowledgeAdminPage />
                    </RequireNeed>
                  }
                />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
          </Frame>
        }
      />
    </Routes>
  );
}

function RedirectHome() {
  return (
    <>
      <FullPageSpinner label="Redirecting" />
      <Navigate to={paths.dashboard} replace />
    </>
  );
}
