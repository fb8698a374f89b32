import type { Audience } from '../common/audience';

/** POST { token }: confirms the address the link was sent to. */
export const VERIFY_EMAIL_CALL: Record<Audience, string> = {
  staff: '/api/verify-email',
  patient: '/api/patients/verify-email',
};

/**
 * POST, signed in, no body: sends a fresh link to the signed-in person's address. The API has
 * none for patients yet (requested); until it does, patients are not offered a button that fails.
 */
export const RESEND_VERIFICATION_CALL: Record<Audience, string | null> = {
  staff: '/api/verify-email/resend',
  patient: null,
};
