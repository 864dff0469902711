import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  NOT_AN_IMAGE,
  PASSWORD_CHANGE_MESSAGES,
  PROFILE_MESSAGES,
  UPLOADED_IMAGE_MIME_TYPES,
} from '@pmp/shared';
import { useCallback, useState } from 'react';
import { ChangePasswordDocument, RemoveAvatarDocument, UpdateProfileDocument } from '../../gql/graphql';
import { throwIfNotOk } from '../../lib/errors';
import { useInputMutation } from '../../lib/useInputMutation';

const AVATAR_UPLOAD_PATH = '/api/profile/avatar';

/** Name and time zone; the answer (the current user) updates the cached user, so the header follows. */
export function useUpdateProfile() {
  const { run: update, loading } = useInputMutation(UpdateProfileDocument, 'updateProfile', PROFILE_MESSAGES.saveFailed);
  return { update, saving: loading };
}

export function useChangePassword() {
  const { run: change, loading } = useInputMutation(ChangePasswordDocument, 'changePassword', PASSWORD_CHANGE_MESSAGES.failed);
  return { change, changing: loading };
}

/**
 * The browser's checks before an upload: an accepted image type and at most 2 MB. Answers the
 * message to show, or null when the file may go (the server checks the bytes themselves).
 */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!UPLOADED_IMAGE_MIME_TYPES.includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > AVATAR_MAX_BYTES) return PROFILE_MESSAGES.avatarTooLarge;
  return null;
}

/**
 * Uploading (multipart, over REST: GraphQL here takes no files) and removing the signed-in
 * person's avatar. Either answer becomes the cached user's avatar, so the header shows it at once.
 */
export function useAvatar(userId: string) {
  const client = useApolloClient();
  const [uploading, setUploading] = useState(false);
  const [removeMutation, { loading: removing }] = useMutation(RemoveAvatarDocument);

  const upload = useCallback(
    async (file: File): Promise<void> => {
      const problem = avatarFileProblem(file);
      if (problem) throw new Error(problem);
      const body = new FormData();
      body.append(AVATAR_FIELD, file);
      setUploading(true);
      try {
        const response = await throwIfNotOk(await fetch(AVATAR_UPLOAD_PATH, { method: 'POST', body, credentials: 'same-origin' }));
        const answer = (await response.json()) as { profileImageUrl?: unknown };
        if (typeof answer.profileImageUrl !== 'string') throw new Error(PROFILE_MESSAGES.avatarFailed);
        const address = answer.profileImageUrl;
        client.cache.modify({ id: client.cache.identify({ __typename: 'User', id: userId }), fields: { profileImageUrl: () => address } });
      } finally {
        setUploading(false);
      }
    },
    [client, userId],
  );

  const remove = useCallback(async (): Promise<void> => {
    await removeMutation();
  }, [removeMutation]);

  return { upload, remove, uploading, removing };
}
