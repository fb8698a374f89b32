import { CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { PROFILE_MODAL_AUTO_CLOSE_MS, type UserProfile } from '@clinio/contracts';
import { Button } from '@clinio/design-system';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useAuth } from '../auth/auth-context';
import { apiUrl, staffUserOf } from '../auth/auth-state';
import { fieldErrorsOfError } from '../auth/error-details';
import { createSessionStore } from '../auth/session-store';
import { useShell } from '../shell-context';
import { isImageFile, uploadProfilePicture } from './picture';
import { ProfileAvatar } from './profile-avatar';
import {
  NOT_AN_IMAGE,
  NO_ACCESS_TOKEN,
  PROFILE_FIELDS,
  checkProfileForm,
  initialProfileValues,
  needsCurrentPassword,
  pictureUploadMessage,
  profileSaveMessage,
  type ProfileField,
  type ProfileFieldErrors,
} from './profile-form';
import { usePreviewUrl } from './use-preview-url';

export interface EditProfileModalProps {
  profile: UserProfile;
  onClose: () => void;
}

type Phase = 'editing' | 'saving' | 'saved';

const LABELS: Record<ProfileField, string> = {
  username: 'Username',
  email: 'Email',
  new_password: 'New Password',
  current_password: 'Current Password',
};

/** Spec 2.6 / 4.7: picture, username, e-mail and password of the signed-in staff member. */
export function EditProfileModal({ profile, onClose }: EditProfileModalProps) {
  const { api, config } = useShell();
  const auth = useAuth();
  const idPrefix = useId();
  const [values, setValues] = useState(() => initialProfileValues(profile));
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<ProfileFieldErrors & { picture?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('editing');
  const previewUrl = usePreviewUrl(picture);

  useEffect(() => {
    if (phase !== 'saved') return undefined;
    const timer = setTimeout(onClose, PROFILE_MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase, onClose]);

  const edit = (field: ProfileField) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const choosePicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file !== null && !isImageFile(file)) {
      setErrors((current) => ({ ...current, picture: NOT_AN_IMAGE }));
      setPicture(null);
      return;
    }
    setErrors((current) => ({ ...current, picture: undefined }));
    setPicture(file);
  };

  async function save() {
    setFormError(null);
    const store = createSessionStore();
    if (store.accessToken() === null) {
      setFormError(NO_ACCESS_TOKEN);
      return;
    }
    const checked = checkProfileForm(values, profile);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPhase('saving');
    if (picture !== null) {
      try {
        const uploaded = await uploadProfilePicture(api, profile.id, picture);
        store.savePreservedPicture(profile.id, apiUrl(uploaded.profile_picture.file_url, config.apiBaseUrl));
      } catch (error) {
        setFormError(pictureUploadMessage(error));
        setPhase('editing');
        return;
      }
    }
    if (Object.keys(checked.changes).length > 0) {
      try {
        await api.patch<UserProfile>('/api/me', checked.changes);
      } catch (error) {
        const fields = fieldErrorsOfError(error);
        const known = PROFILE_FIELDS.filter((field) => fields[field] !== undefined);
        if (known.length > 0) setErrors(Object.fromEntries(known.map((field) => [field, fields[field]])));
        else setFormError(profileSaveMessage(error));
        setPhase('editing');
        return;
      }
    }
    await auth.reloadProfile().catch(() => undefined);
    setPhase('saved');
  }

  const showCurrentPassword = needsCurrentPassword(values, profile);
  const field = (
    name: ProfileField,
    props: { type?: string; placeholder?: string; autoComplete?: string },
  ) => (
    <Field.Root key={name} invalid={errors[name] !== undefined} required={name === 'username'}>
      <Field.Label htmlFor={`${idPrefix}-${name}`}>
        {LABELS[name]}
        {name === 'username' ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input id={`${idPrefix}-${name}`} name={name} value={values[name]} onChange={edit(name)} {...props} />
      {errors[name] !== undefined ? <Field.ErrorText>{errors[name]}</Field.ErrorText> : null}
    </Field.Root>
  );

  const saving = phase === 'saving';
  return (
    <Dialog.Root open placement="center" onOpenChange={(details) => !details.open && !saving && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (phase === 'editing') void save();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>Edit Profile</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={errors.picture !== undefined}>
                    <Field.Label htmlFor={`${idPrefix}-picture`}>Profile picture</Field.Label>
                    <HStack gap="3">
                      <ProfileAvatar
                        user={staffUserOf(profile, config.apiBaseUrl)}
                        size="md"
                        previewUrl={previewUrl}
                      />
                      <Input
                        id={`${idPrefix}-picture`}
                        type="file"
                        accept="image/*"
                        p="1.5"
                        onChange={choosePicture}
                      />
                    </HStack>
                    {errors.picture !== undefined ? (
                      <Field.ErrorText>{errors.picture}</Field.ErrorText>
                    ) : null}
                  </Field.Root>
                  {field('username', { autoComplete: 'username' })}
                  {field('email', { type: 'email', autoComplete: 'email' })}
                  {field('new_password', {
                    type: 'password',
                    placeholder: 'Leave blank to keep current',
                    autoComplete: 'new-password',
                  })}
                  {showCurrentPassword
                    ? field('current_password', { type: 'password', autoComplete: 'current-password' })
                    : null}
                  {formError !== null ? (
                    <Text role="alert" color="red.600" fontSize="sm">
                      {formError}
                    </Text>
                  ) : null}
                  {phase === 'saved' ? (
                    <Text role="status" color="green.700" fontWeight="600">
                      Profile updated successfully!
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" loading={saving} loadingText="Saving..." disabled={phase === 'saved'}>
                  Save Changes
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={saving} />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
