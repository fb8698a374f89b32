import type { PatientProfile } from '@clinio/contracts';
import { applyAccountLocale, setAccountLocaleSaver } from '@clinio/design-system';
import type { ApiClient } from '@clinio/platform';
import { useEffect } from 'react';
import type { AuthState } from './auth-state';

/**
 * The signed-in person's language (issue 22): the page follows the one their account chose (a
 * patient in the portal, a staff member in My Settings) whenever the profile says so, and while
 * they are signed in a choice made with the language switch is kept on their account.
 */
export function useAccountLocale(
  state: AuthState,
  api: ApiClient,
  handlers: { patientSaved: (profile: PatientProfile) => void; staffSaved: () => Promise<void> },
): void {
  const locale =
    state.status === 'staff' || state.status === 'patient' ? (state.profile.locale ?? null) : null;
  useEffect(() => {
    applyAccountLocale(locale);
  }, [locale]);

  const { status } = state;
  const { patientSaved, staffSaved } = handlers;
  useEffect(() => {
    if (status === 'patient') {
      return setAccountLocaleSaver(async (chosen) => {
        patientSaved(await api.call('setPatientLanguage', { body: { locale: chosen } }));
      });
    }
    if (status === 'staff') {
      return setAccountLocaleSaver(async (chosen) => {
        await api.call('setMyLanguage', { body: { locale: chosen } });
        await staffSaved();
      });
    }
    return undefined;
  }, [status, api, patientSaved, staffSaved]);
}
