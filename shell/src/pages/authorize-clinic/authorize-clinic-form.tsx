import { Form, SubmitButton, TextField } from '@clinio/design-system';
import { AuthorizeClinicRequest, Uuid, type AuthorizeClinicResponse } from '@clinio/contracts';
import { ApiError, useForm } from '@clinio/platform';
import { useShell } from '../../shell-context';
import { authorizeClinic } from './authorize-clinic-call';

export interface AuthorizeClinicFormProps {
  initialCode: string;
  /** From the clinic's link; sent only when it is a real id. */
  clinicId: string | null;
  onAuthorized: (clinic: AuthorizeClinicResponse) => void;
  onNeedsSignIn: (code: string) => void;
}

/** The clinic code, upper-cased as it is typed, sent with the patient session's CSRF token. */
export function AuthorizeClinicForm({
  initialCode,
  clinicId,
  onAuthorized,
  onNeedsSignIn,
}: AuthorizeClinicFormProps) {
  const { api } = useShell();
  const validClinicId = clinicId !== null && Uuid.safeParse(clinicId).success ? clinicId : undefined;
  const form = useForm({
    initial: { auth_code: initialCode.toUpperCase() },
    check: (values) => AuthorizeClinicRequest.safeParse({ ...values, clinic_id: validClinicId }),
    send: async (request) => {
      try {
        onAuthorized(await authorizeClinic(api, request));
      } catch (error) {
        // No patient session: not a mistake in the form, so say where to go instead.
        if (error instanceof ApiError && error.status === 401) onNeedsSignIn(request.auth_code);
        else throw error;
      }
    },
  });
  return (
    <Form form={form} label="Authorize a clinic">
      <TextField
        form={form}
        name="auth_code"
        label="Clinic code"
        helper="The code your clinic gave you, for example on your appointment letter or at the front desk."
        normalize={(value) => value.toUpperCase()}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        fontFamily="mono"
        letterSpacing="wider"
        isRequired
      />
      <SubmitButton isSending={form.isSending} sendingText="Authorizing...">
        Authorize clinic
      </SubmitButton>
    </Form>
  );
}
