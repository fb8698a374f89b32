import type { AuditActor } from '../audit/audit';
import type { ApiLocale } from '../i18n/locale';
import type { Services } from '../platform/services';
import { decrypt, encrypt } from '../security/crypto-box';

/**
 * "Forgot password / username" requests, worked after the answer has left (so neither the answer
 * nor its timing says whether the account exists) as a `recovery.request` job: it survives a
 * restart and is retried. The typed address is sealed in the payload, never stored in the clear.
 */
export type RecoveryRequest =
  | { kind: 'staff_password' | 'staff_username'; email: string; actor: AuditActor }
  | {
      kind: 'patient_password' | 'patient_username';
      loginId: string | null;
      /** The language of the page the request came from (absent in jobs queued before it existed). */
      locale?: ApiLocale;
    };

export async function queueRecovery(services: Services, request: RecoveryRequest): Promise<void> {
  const sealed = encrypt(services.keys.encryption, JSON.stringify(request));
  await services.jobs.enqueue(services.database.app, 'recovery.request', { sealed });
}

export function openRecovery(services: Services, sealed: string): RecoveryRequest {
  return JSON.parse(decrypt(services.keys.encryption, sealed)) as RecoveryRequest;
}
