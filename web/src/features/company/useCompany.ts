import type { ApolloClient } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddPublicHolidayDocument,
  CompanyDefaultsDocument,
  CompanySettingsDocument,
  PublicHolidaysDocument,
  RemovePublicHolidayDocument,
  UpdateCompanySettingsDocument,
  type CompanyDefaultsQuery,
  type TicketPriority,
} from '../../gql/graphql';
import { companyToday } from '../../lib/dates';
import { useInputMutation } from '../../lib/useInputMutation';

/** Settings → Company: the settings in force and their change (admins). */
export function useCompanySettings() {
  const { data, loading, error } = useQuery(CompanySettingsDocument);
  const { run: update, loading: saving } = useInputMutation(
    UpdateCompanySettingsDocument,
    'updateCompanySettings',
    'The settings were not saved',
    {
      // The defaults every screen reads follow at once (the answer carries them).
      update(cache, { data: answer }) {
        const settings = answer?.updateCompanySettings;
        if (!settings) return;
        const companyDefaults: CompanyDefaultsQuery['companyDefaults'] = {
          __typename: 'CompanyDefaults',
          name: settings.name,
          defaultCountry: settings.defaultCountry,
          defaultLanguage: settings.defaultLanguage,
          slaTargets: settings.slaTargets,
          timeZone: settings.timeZone,
        };
        cache.writeQuery({ query: CompanyDefaultsDocument, data: { companyDefaults } });
      },
    },
  );
  return { settings: data?.companySettings ?? null, loading, error, update, saving };
}

/**
 * What new records start with: the SLA target of each priority (as "5 days"), the default country
 * and language; the company's time zone; null while loading or when they could not be read (`ready` then: the forms fall
 * back to their own defaults).
 */
export function useCompanyDefaults() {
  const { data, loading } = useQuery(CompanyDefaultsDocument);
  const defaults = data?.companyDefaults ?? null;
  const targets = defaults
    ? (Object.fromEntries(defaults.slaTargets.map((t) => [t.priority, t.label])) as Record<TicketPriority, string>)
    : null;
  return { defaults, targets, ready: defaults !== null || !loading };
}

/**
 * Asks for the company's defaults at start-up, beside the current user: the frame waits for their
 * time zone before drawing the page, and its own query joins this request or reads its answer.
 */
export function prefetchCompanyDefaults(client: ApolloClient): void {
  // A failure is the frame's: its own query asks again, and without an answer it draws in the browser's zone.
  client.query({ query: CompanyDefaultsDocument }).catch(() => undefined);
}

/** The public holidays from the start of this year (the company's), and their change (admins; business hours skip them). */
export function usePublicHolidays() {
  const from = `${companyToday().slice(0, 4)}-01-01`;
  const { data, loading, error } = useQuery(PublicHolidaysDocument, { variables: { from } });
  const refetchQueries = [{ query: PublicHolidaysDocument, variables: { from } }];
  const { run: add, loading: adding } = useInputMutation(AddPublicHolidayDocument, 'addPublicHoliday', 'The holiday was not added', {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const [removeMutation, { loading: removing }] = useMutation(RemovePublicHolidayDocument, { refetchQueries, awaitRefetchQueries: true });
  const remove = async (day: string) => {
    await removeMutation({ variables: { day } });
  };
  return { holidays: data?.publicHolidays ?? null, loading, error, add, adding, remove, removing };
}
