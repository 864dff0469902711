import { Avatar, Button, Card, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  AVATAR_MAX_BYTES,
  FIELD_LIMITS,
  PASSWORD_CHANGE_MESSAGES as PASSWORD,
  PROFILE_MESSAGES,
  UPLOADED_IMAGE_MIME_TYPES,
} from '@pmp/shared';
import { Form, Formik } from 'formik';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as yup from 'yup';
import type { CurrentUserFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { showSaveError } from '../../lib/formErrors';
import { FormikSelectField, FormikTextField } from '../../lib/FormikFields';
import { PageHeader } from '../../lib/PageHeader';
import { showError, showSuccess } from '../../lib/toaster';
import { useAuth } from '../auth/useAuth';
import { useCompanyDefaults } from '../company/useCompany';
import { NotificationPreferencesCard } from './NotificationPreferencesCard';
import { timeZoneGroups } from './timeZones';
import { avatarFileProblem, useAvatar, useChangePassword, useUpdateProfile } from './useProfile';

type Person = CurrentUserFieldsFragment;

interface DetailsValues {
  firstName: string;
  lastName: string;
  /** '' for none: the browser's own. */
  timeZone: string;
}

const name = (required: string) => yup.string().trim().required(required).max(FIELD_LIMITS.name, PROFILE_MESSAGES.nameTooLong);

const detailsSchema = yup.object({
  firstName: name(PROFILE_MESSAGES.firstName),
  lastName: name(PROFILE_MESSAGES.lastName),
  timeZone: yup.string(),
});

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const passwordSchema = yup.object({
  currentPassword: yup.string().required(PASSWORD.currentRequired),
  newPassword: yup
    .string()
    .required(PASSWORD.newRequired)
    .min(FIELD_LIMITS.passwordMin, PASSWORD.newTooShort)
    .max(FIELD_LIMITS.passwordMax, PASSWORD.newTooLong)
    .notOneOf([yup.ref('currentPassword')], PASSWORD.sameAsCurrent),
  confirmPassword: yup
    .string()
    .required(PASSWORD.confirmRequired)
    .oneOf([yup.ref('newPassword')], PASSWORD.mismatch),
});

/** Name and time zone (none: the company's, named in the first option). */
function DetailsCard({ person }: { person: Person }) {
  const { update, saving } = useUpdateProfile();
  const companyZone = useCompanyDefaults().defaults?.timeZone;
  const zoneGroups = useMemo(() => timeZoneGroups(person.timeZone ?? null), [person.timeZone]);
  const initialValues: DetailsValues = {
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    timeZone: person.timeZone ?? '',
  };
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header>
        <Card.Title>Personal Details</Card.Title>
      </Card.Header>
      <Card.Body>
        <Formik<DetailsValues>
          initialValues={initialValues}
          enableReinitialize
          validationSchema={detailsSchema}
          onSubmit={async (values, helpers) => {
            try {
              await update({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), timeZone: values.timeZone || null });
              showSuccess(PROFILE_MESSAGES.saved);
            } catch (error) {
              showSaveError(error, PROFILE_MESSAGES.saveFailed, ['firstName', 'lastName', 'timeZone'], helpers);
            }
          }}
        >
          <Form aria-label="Personal details" noValidate>
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormikTextField name="firstName" label="First name" required autoComplete="given-name" />
                <FormikTextField name="lastName" label="Last name" required autoComplete="family-name" />
              </SimpleGrid>
              <Text fontSize="sm">
                <Text as="span" color="fg.muted">
                  Email:{' '}
                </Text>
                {person.email}
              </Text>
              <FormikSelectField name="timeZone" label="Time zone" helperText="Dates and times are shown to you in this time zone.">
                <option value="">{companyZone ? `Company's time zone (${companyZone})` : "Company's time zone"}</option>
                {zoneGroups.map((group) => (
                  <optgroup key={group.region} label={group.region}>
                    {group.zones.map((zone) => (
                      <option key={zone.value} value={zone.value}>
                        {zone.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </FormikSelectField>
              <Flex justify="flex-end">
                <Button type="submit" colorPalette="blue" loading={saving} loadingText="Saving...">
                  Save Profile
                </Button>
              </Flex>
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}

/** Current, new and repeated password; on success the person's other sessions have ended (the api's doing). */
function PasswordCard({ email }: { email: string }) {
  const { change, changing } = useChangePassword();
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header>
        <Card.Title>Change Password</Card.Title>
      </Card.Header>
      <Card.Body>
        <Formik<PasswordValues>
          initialValues={EMPTY_PASSWORDS}
          validationSchema={passwordSchema}
          onSubmit={async (values, helpers) => {
            try {
              await change({ currentPassword: values.currentPassword, newPassword: values.newPassword });
              helpers.resetForm();
              showSuccess(PASSWORD.changed, PASSWORD.changedDetail);
            } catch (error) {
              showSaveError(error, PASSWORD.failed, ['currentPassword', 'newPassword'], helpers);
            }
          }}
        >
          <Form aria-label="Change password" noValidate>
            <Stack gap="5">
              {/* For password managers: whose password this is. */}
              <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
              <FormikTextField name="currentPassword" label="Current password" type="password" required autoComplete="current-password" />
              <FormikTextField
                name="newPassword"
                label="New password"
                type="password"
                required
                autoComplete="new-password"
                helperText={`At least ${FIELD_LIMITS.passwordMin} characters. Your other sessions are signed out when it changes.`}
              />
              <FormikTextField name="confirmPassword" label="Confirm new password" type="password" required autoComplete="new-password" />
              <Flex justify="flex-end">
                <Button type="submit" colorPalette="blue" loading={changing} loadingText="Changing...">
                  Change Password
                </Button>
              </Flex>
            </Stack>
          </Form>
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}

/** The avatar: a chosen image is previewed before it is uploaded; Remove goes back to the initials. */
function AvatarCard({ person }: { person: Person }) {
  const { upload, remove, uploading, removing } = useAvatar(person.id);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  // The previous preview's object URL is released when another is chosen, or the card goes.
  useEffect(() => {
    if (!chosen) return undefined;
    return () => URL.revokeObjectURL(chosen.preview);
  }, [chosen]);

  const choose = (file: File) => {
    const found = avatarFileProblem(file);
    setProblem(found);
    setChosen(found ? null : { file, preview: URL.createObjectURL(file) });
  };
  const save = async (file: File) => {
    try {
      await upload(file);
      setChosen(null);
      showSuccess(PROFILE_MESSAGES.avatarSaved);
    } catch (error) {
      showError(PROFILE_MESSAGES.avatarFailed, errorMessage(error));
    }
  };
  const onRemove = async () => {
    try {
      await remove();
      showSuccess(PROFILE_MESSAGES.avatarRemoved);
    } catch (error) {
      showError(PROFILE_MESSAGES.avatarFailed, errorMessage(error));
    }
  };

  const shown = chosen?.preview ?? person.profileImageUrl;
  return (
    <Card.Root variant="outline" bg="white" alignSelf="start">
      <Card.Header>
        <Card.Title>Avatar</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4" align="center" textAlign="center">
          <Avatar.Root size="2xl" colorPalette="blue" width="24" height="24" fontSize="2xl">
            <Avatar.Fallback>{person.initials}</Avatar.Fallback>
            {shown ? <Avatar.Image src={shown} alt={chosen ? 'New avatar preview' : `Avatar of ${person.name}`} /> : null}
          </Avatar.Root>
          <Text fontSize="sm" color="fg.muted">
            {chosen
              ? 'This is how your new avatar looks. Save it to show it to everyone.'
              : `PNG, JPEG, GIF or WebP, at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`}
          </Text>
          {problem ? (
            <Text fontSize="sm" color="red.600" role="alert">
              {problem}
            </Text>
          ) : null}
          <input
            ref={picker}
            type="file"
            accept={UPLOADED_IMAGE_MIME_TYPES.join(',')}
            hidden
            aria-label="Choose an avatar image"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) choose(file);
            }}
          />
          {chosen ? (
            <HStack gap="2">
              <Button colorPalette="blue" onClick={() => void save(chosen.file)} loading={uploading} loadingText="Uploading...">
                Save Avatar
              </Button>
              <Button variant="outline" onClick={() => setChosen(null)} disabled={uploading}>
                Cancel
              </Button>
            </HStack>
          ) : (
            <HStack gap="2" wrap="wrap" justify="center">
              <Button variant="outline" onClick={() => picker.current?.click()} disabled={removing}>
                <ImageUp aria-hidden /> {person.profileImageUrl ? 'Change Image' : 'Upload Image'}
              </Button>
              {person.profileImageUrl ? (
                <Button variant="ghost" colorPalette="red" onClick={() => void onRemove()} loading={removing} loadingText="Removing...">
                  <Trash2 aria-hidden /> Remove
                </Button>
              ) : null}
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /profile: the signed-in person's name, avatar and time zone, their password, and how they are notified. */
export default function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Profile" />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Stack gap="6" gridColumn={{ lg: 'span 2' }}>
          <DetailsCard person={user} />
          <PasswordCard email={user.email} />
          <NotificationPreferencesCard />
        </Stack>
        <AvatarCard person={user} />
      </SimpleGrid>
    </>
  );
}
