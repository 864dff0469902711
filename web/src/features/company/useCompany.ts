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
        };
        cache.writeQuery({ query: CompanyDefaultsDocument, data: { companyDefaults } });
      },
    },
  );
  return { settings: data?.companySettings ?? null, loading, error, update, saving };
}

/**
 * What new records start with: the SLA target of each priority (as "5 days"), the default country
 * and language; null while loading or when they could not be read (`ready` then: the forms fall
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

/** The public holidays from the start of this year, and their change (admins; business hours skip them). */
export function usePublicHolidays() {
  const from = `${new Date().getFullYear()}-01-01`;
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
