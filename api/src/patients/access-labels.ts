import { PATIENT_FIELD_LABELS, type PatientField } from '@clinio/contracts';

/**
 * Plain words for the audit actions of a patient record: the chart's Access log and the portal's
 * "Who viewed my record". Actions other domains add later read as "Opened the record" until they
 * add their own words here.
 */
const ACTION_LABELS: Record<string, string> = {
  'patient.viewed': 'Viewed the chart',
  'patient.printed': 'Printed the chart',
  'patient.created': 'Created the record',
  'patient.updated': 'Changed the record',
  'patient.archived': 'Archived the record',
  'patient.restored': 'Restored the record',
  'patient.erased': 'Erased the record',
  'patient.erase_refused': 'Tried to erase the record',
  'patient.merged': 'Merged the record',
  'patient.imported': 'Imported the record',
  'patient.exported': 'Exported the record',
  'patient.exported_fhir': 'Exported the record as a FHIR file',
  'patient.access_log_viewed': 'Viewed the access log',
  'patient.contact_updated': 'Updated their contact details',
  'patient.clinic_authorized': 'Authorized the clinic',
  'patient.clinic_revoked': 'Revoked the clinic',
  'access.denied': 'Was refused access',
  'patient.merged_into': 'Merged the record into another',
  'patient.duplicate_dismissed': 'Marked a suggested duplicate as another person',
};

function fieldLabel(field: string): string {
  const label = (PATIENT_FIELD_LABELS as Record<string, string>)[field as PatientField];
  return (label ?? field.replaceAll('_', ' ')).toLowerCase();
}

export function actionLabel(action: string, changedFields?: readonly string[] | null): string {
  const label = ACTION_LABELS[action] ?? 'Opened the record';
  if ((action === 'patient.updated' || action === 'patient.contact_updated') && changedFields?.length) {
    return `${label}: ${changedFields.map(fieldLabel).join(', ')}`;
  }
  return label;
}

/** The system roles in plain words; a clinic's own role names are shown as they are. */
const ROLE_LABELS: Record<string, string> = {
  super_admin: 'Clinic administrator',
  admin: 'Clinic administrator',
  provider: 'Clinician',
  front_desk: 'Front desk',
  billing: 'Billing staff',
  staff: 'Clinic staff',
  Patient: 'You',
};

export function roleLabel(role: string | null): string {
  if (role === null || role === '') return 'Clinic staff';
  return ROLE_LABELS[role] ?? ROLE_LABELS[role.toLowerCase()] ?? role;
}
