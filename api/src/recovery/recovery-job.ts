import { sendPatientRecovery } from '../patient-accounts/recovery.service';
import type { Services } from '../platform/services';
import { sendPasswordReset, sendUsernameReminder } from './forgot.service';
import { openRecovery } from './recovery-queue';

/** The `recovery.request` job: the work a "forgot password / username" answer left for later. */
export async function runRecoveryJob(services: Services, sealed: string): Promise<void> {
  const request = openRecovery(services, sealed);
  switch (request.kind) {
    case 'staff_password':
      return sendPasswordReset(services, request.email, request.actor);
    case 'staff_username':
      return sendUsernameReminder(services, request.email, request.actor);
    case 'patient_password':
    case 'patient_username':
      if (request.loginId !== null)
        await sendPatientRecovery(services, request.kind, request.loginId, request.locale);
      return;
  }
}
