import { Field, HStack, Input, Text } from '@chakra-ui/react';
import {
  FIX_FIELDS_MESSAGE,
  PROFILE_MODAL_AUTO_CLOSE_MS,
  type UpdateMeRequest,
  type UserProfile,
} from '@clinio/contracts';
import { FormDialog, TextField, useT } from '@clinio/design-system';
import { ApiError, useForm, type CheckResult } from '@clinio/platform';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useAuth } from '../auth/auth-context';
import { apiUrl, staffUserOf } from '../auth/auth-state';
import { createSessionStore } from '../auth/session-store';
import { useShell } from '../shell-context';
import { isImageFile, uploadProfilePicture } from './picture';
import { ProfileAvatar } from './profile-avatar';
import {
  NOT_AN_IMAGE,
  NO_ACCESS_TOKEN,
  checkProfileForm,
  initialProfileValues,
  needsCurrentPassword,
  pictureUploadMessage,
  profileSaveMessage,
  type ProfileField,
  type ProfileFormValues,
} from './profile-form';
import { usePreviewUrl } from './use-preview-url';
import { staffCatalog } from '../staff-texts/catalog';

export interface EditProfileModalProps {
  profile: UserProfile;
  onClose: () => void;
}

const LABELS: Record<ProfileField, string> = {
  username: 'Username',
  email: 'Email',
  new_password: 'New Password',
  current_password: 'Current Password',
};

/** checkProfileForm's verdict as the form stack takes it (a zod-like result). */
function checkOf(values: ProfileFormValues, profile: UserProfile): CheckResult<UpdateMeRequest> {
  if (createSessionStore().accessToken() === null) {
    return { success: false, error: { issues: [{ path: [], message: NO_ACCESS_TOKEN }] } };
  }
  const checked = checkProfileForm(values, profile);
  if (checked.ok) return { success: true, data: checked.changes };
  const issues = Object.entries(checked.errors).map(([field, message]) => ({ path: [field], message }));
  return { success: false, error: { issues } };
}

/** Spec 2.6 / 4.7: picture, username, e-mail and password of the signed-in staff member. */
export function EditProfileModal({ profile, onClose }: EditProfileModalProps) {
  const t = useT(staffCatalog);
  const { api, config } = useShell();
  const auth = useAuth();
  const idPrefix = useId();
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const previewUrl = usePreviewUrl(picture);
  const form = useForm({
    initial: () => initialProfileValues(profile),
    check: (values) => checkOf(values, profile),
    send: async (changes) => {
      if (picture !== null) {
        try {
          const uploaded = await uploadProfilePicture(api, profile.id, picture);
          createSessionStore().savePreservedPicture(
            profile.id,
            apiUrl(uploaded.profile_picture.file_url, config.apiBaseUrl),
          );
        } catch (error) {
          throw new Error(pictureUploadMessage(error), { cause: error });
        }
      }
      if (Object.keys(changes).length > 0) await api.call('updateMe', { body: changes });
      await auth.reloadProfile().catch(() => undefined);
      setIsSaved(true);
    },
    // Spec 8: the server's detail, else 'Failed to save profile'; field messages stay at their fields.
    messageFor: (error, standard) =>
      error instanceof ApiError && standard !== FIX_FIELDS_MESSAGE ? profileSaveMessage(error) : standard,
  });

  useEffect(() => {
    if (!isSaved) return undefined;
    const timer = setTimeout(onClose, PROFILE_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isSaved, onClose]);

  const choosePicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file !== null && !isImageFile(file)) {
      setPictureError(NOT_AN_IMAGE);
      setPicture(null);
      return;
    }
    setPictureError(null);
    setPicture(file);
  };

  const field = (
    name: ProfileField,
    props: { type?: string; placeholder?: string; autoComplete?: string },
  ) => (
    <TextField
      key={name}
      form={form}
      name={name}
      label={LABELS[name]}
      isRequired={name === 'username'}
      {...props}
    />
  );

  return (
    <FormDialog
      isOpen
      title={t('profile.title')}
      submitLabel={t('profile.save')}
      pendingLabel={t('profile.saving')}
      form={form}
      onClose={onClose}
    >
      <Field.Root invalid={pictureError !== null}>
        <Field.Label htmlFor={`${idPrefix}-picture`}>{t('profile.picture')}</Field.Label>
        <HStack gap="3">
          <ProfileAvatar user={staffUserOf(profile, config.apiBaseUrl)} size="md" previewUrl={previewUrl} />
          <Input id={`${idPrefix}-picture`} type="file" accept="image/*" p="1.5" onChange={choosePicture} />
        </HStack>
        {pictureError !== null ? <Field.ErrorText color="red.700">{pictureError}</Field.ErrorText> : null}
      </Field.Root>
      {field('username', { autoComplete: 'username' })}
      {field('email', { type: 'email', autoComplete: 'email' })}
      {field('new_password', {
        type: 'password',
        placeholder: 'Leave blank to keep current',
        autoComplete: 'new-password',
      })}
      {needsCurrentPassword(form.values, profile)
        ? field('current_password', { type: 'password', autoComplete: 'current-password' })
        : null}
      {isSaved ? (
        <Text role="status" color="green.700" fontWeight="600">
          {t('profile.saved')}
        </Text>
      ) : null}
    </FormDialog>
  );
}
