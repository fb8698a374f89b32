import { UpdateMeRequest, type UserProfile } from '@clinio/contracts';
import { detailOf } from '../auth/error-details';

/** The Edit Profile form, by the API's field names so server errors land on their field. */
export interface ProfileFormValues {
  username: string;
  email: string;
  new_password: string;
  current_password: string;
}

export type ProfileField = keyof ProfileFormValues;
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'username',
  'email',
  'new_password',
  'current_password',
];
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

export const PICTURE_UPLOAD_FAILED = 'Failed to upload profile picture';
export const PROFILE_SAVE_FAILED = 'Failed to save profile';
export const NO_ACCESS_TOKEN = 'No access token found';
export const NOT_AN_IMAGE = 'Please choose an image file';

export function initialProfileValues(profile: Pick<UserProfile, 'username' | 'email'>): ProfileFormValues {
  return { username: profile.username, email: profile.email, new_password: '', current_password: '' };
}

function emailChanged(values: ProfileFormValues, profile: Pick<UserProfile, 'email'>): boolean {
  return values.email.trim().toLowerCase() !== profile.email.toLowerCase();
}

/** The API asks for the current password only for a new e-mail or password (quality bar 9). */
export function needsCurrentPassword(
  values: ProfileFormValues,
  profile: Pick<UserProfile, 'email'>,
): boolean {
  return emailChanged(values, profile) || values.new_password !== '';
}

export type ProfileCheck = { ok: true; changes: UpdateMeRequest } | { ok: false; errors: ProfileFieldErrors };

/** What PATCH /api/me gets: the changed fields only, checked by the API's own schema. */
export function checkProfileForm(
  values: ProfileFormValues,
  profile: Pick<UserProfile, 'username' | 'email'>,
): ProfileCheck {
  if (values.username.trim() === '') return { ok: false, errors: { username: 'Username is required' } };
  const changes: Record<string, string> = {};
  if (values.username.trim() !== profile.username) changes.username = values.username;
  if (emailChanged(values, profile)) changes.email = values.email;
  if (values.new_password !== '') changes.new_password = values.new_password;
  if (needsCurrentPassword(values, profile)) changes.current_password = values.current_password;
  if (changes.current_password === '') {
    return {
      ok: false,
      errors: { current_password: 'Enter your current password to change your e-mail or password' },
    };
  }
  const parsed = UpdateMeRequest.safeParse(changes);
  if (parsed.success) return { ok: true, changes: parsed.data };
  const errors: ProfileFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = PROFILE_FIELDS.find((name) => name === issue.path[0]);
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Spec 8: the server's detail, else 'Failed to upload profile picture'. */
export function pictureUploadMessage(error: unknown): string {
  return detailOf(error) ?? PICTURE_UPLOAD_FAILED;
}

/** Spec 8: the server's detail, else 'Failed to save profile'. */
export function profileSaveMessage(error: unknown): string {
  return detailOf(error) ?? PROFILE_SAVE_FAILED;
}
