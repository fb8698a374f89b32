import { useLocation } from 'react-router-dom';

/**
 * The forms pages live at spec 2.4's `/forms…` (outside the dashboard frame) and again under
 * `/dashboard/forms…` (inside it); a page's links stay on the side it was opened from.
 */
export const FORM_BASES = { spec: '/forms', dashboard: '/dashboard/forms' } as const;

export function useFormsBase(): string {
  const { pathname } = useLocation();
  return pathname.startsWith(FORM_BASES.dashboard) ? FORM_BASES.dashboard : FORM_BASES.spec;
}

export const FORMS_MANAGEMENT = '/dashboard/forms-management';
export const CONSENT_CREATE = '/dashboard/consents/create';
export const consentEditPath = (id: string) => `/dashboard/consents/edit/${id}`;
export const kioskPath = (patientId: string) => `/forms/kiosk/${patientId}`;
