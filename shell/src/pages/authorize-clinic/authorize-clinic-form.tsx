import { Form, SubmitButton, TextField, useT } from '@clinio/design-system';
import { AuthorizeClinicRequest, Uuid, type AuthorizeClinicResponse } from '@clinio/contracts';
import { ApiError, useForm } from '@clinio/platform';
import { shellCatalog } from '../../shell-catalog';
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
  const t = useT(shellCatalog);
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
    <Form form={form} label={t('authorize.formLabel')}>
      <TextField
        form={form}
        name="auth_code"
        label={t('authorize.code')}
        helper={t('authorize.codeHelper')}
        normalize={(value) => value.toUpperCase()}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        fontFamily="mono"
        letterSpacing="wider"
        isRequired
      />
      <SubmitButton isSending={form.isSending} sendingText={t('authorize.sending')}>
        {t('authorize.submit')}
      </SubmitButton>
    </Form>
  );
}
