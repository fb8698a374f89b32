import type { ConsentSignRequest, PaperworkForm } from '@clinio/contracts';

/**
 * Where a patient's paperwork is read and sent: the portal's own calls (the signed-in patient) or
 * the desk's (the kiosk, for the patient at the tablet). The screens are the same.
 */
export interface PaperworkCalls {
  saveDraft: (form: PaperworkForm, answers: Record<string, unknown>) => Promise<unknown>;
  submit: (form: PaperworkForm, answers: Record<string, unknown>) => Promise<unknown>;
  sign: (consentId: string, request: ConsentSignRequest) => Promise<unknown>;
}
