import { useQuery } from '@apollo/client/react';
import { NOTIFICATION_MESSAGES } from '@pmp/shared';
import {
  MyNotificationPreferencesDocument,
  UpdateNotificationPreferencesDocument,
  type NotificationPreferencesFieldsFragment,
} from '../../gql/graphql';
import { useInputMutation } from '../../lib/useInputMutation';

export type NotificationPreferences = NotificationPreferencesFieldsFragment;

/**
 * The signed-in person's notification preferences (the Profile page's Notifications section; an
 * urgent alert reads `urgentAlertSound` to decide whether it plays a sound).
 */
export function useNotificationPreferences(options: { skip?: boolean } = {}) {
  const { data, loading, error } = useQuery(MyNotificationPreferencesDocument, { skip: options.skip });
  return { preferences: data?.myNotificationPreferences ?? null, loading, error };
}

/** Saves the preferences; the answer replaces the cached ones, so every reader follows. */
export function useUpdateNotificationPreferences() {
  const { run: update, loading } = useInputMutation(
    UpdateNotificationPreferencesDocument,
    'updateNotificationPreferences',
    NOTIFICATION_MESSAGES.saveFailed,
    {
      update: (cache, { data }) => {
        if (data)
          cache.writeQuery({
            query: MyNotificationPreferencesDocument,
            data: { myNotificationPreferences: data.updateNotificationPreferences },
          });
      },
    },
  );
  return { update, saving: loading };
}
