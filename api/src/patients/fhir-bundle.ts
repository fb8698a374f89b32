import { createHash } from 'node:crypto';
import type { Appointment as ClinioAppointment, AppointmentStatus, PatientRecord } from '@clinio/contracts';
import type {
  AllergyIntolerance,
  Appointment,
  Bundle,
  BundleEntry,
  ContactPoint,
  Patient,
  Resource,
} from '@medplum/fhirtypes';

/**
 * A patient's record as a FHIR R4 Bundle (product guide, "Beyond the spec" 6; ADR 043): the
 * Patient, their allergies as AllergyIntolerance, and every appointment as Appointment. Pure:
 * the service reads the rows, this writes the resources. Other domains add theirs through
 * fhir-contributors.ts (forms and consents: ADR 044).
 */

/** Our identifiers' namespace: the chart number is unique within one clinic account. */
export function chartNumberSystem(tenantId: string): string {
  return `urn:clinio:tenant:${tenantId}:chart-number`;
}

const GENDER: Record<PatientRecord['sex'], NonNullable<Patient['gender']>> = {
  female: 'female',
  male: 'male',
  intersex: 'other',
  unknown: 'unknown',
};

/** FHIR has no "confirmed" or "in progress": the nearest of its statuses. */
const APPOINTMENT_STATUS: Record<AppointmentStatus, NonNullable<Appointment['status']>> = {
  booked: 'booked',
  confirmed: 'booked',
  checked_in: 'checked-in',
  in_progress: 'arrived',
  completed: 'fulfilled',
  cancelled: 'cancelled',
  no_show: 'noshow',
};

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

function telecom(record: PatientRecord): ContactPoint[] | undefined {
  const points: ContactPoint[] = [];
  if (record.phone_number) points.push({ system: 'phone', value: record.phone_number, use: 'mobile' });
  if (record.email) points.push({ system: 'email', value: record.email });
  return points.length > 0 ? points : undefined;
}

export function patientResource(record: PatientRecord, tenantId: string): Patient {
  const line = [record.address_line1, record.address_line2].map(text).filter((part) => part !== undefined);
  const hasAddress =
    line.length > 0 || [record.city, record.region, record.postal_code, record.country].some(text);
  const emergency = text(record.emergency_contact_name);
  return {
    resourceType: 'Patient',
    id: record.id,
    meta: { lastUpdated: record.updated_at },
    identifier: [{ use: 'usual', system: chartNumberSystem(tenantId), value: record.chart_number }],
    active: record.is_active,
    name: [
      { use: 'official', family: record.last_name, given: [record.first_name] },
      ...(text(record.preferred_name)
        ? [{ use: 'usual' as const, given: [record.preferred_name.trim()] }]
        : []),
    ],
    telecom: telecom(record),
    gender: GENDER[record.sex],
    birthDate: record.date_of_birth ?? undefined,
    address: hasAddress
      ? [
          {
            line: line,
            city: text(record.city),
            state: text(record.region),
            postalCode: text(record.postal_code),
            country: text(record.country),
          },
        ]
      : undefined,
    contact: emergency
      ? [
          {
            relationship: text(record.emergency_contact_relationship)
              ? [{ text: record.emergency_contact_relationship.trim() }]
              : undefined,
            name: { text: emergency },
            telecom: text(record.emergency_contact_phone)
              ? [{ system: 'phone', value: record.emergency_contact_phone.trim() }]
              : undefined,
          },
        ]
      : undefined,
  };
}

/** A stable UUID for a resource we keep no row of (an allergy is a line of the record). */
function derivedId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('/')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The chart lists the allergies the patient has now, so each is active (invariant ait-1: an
 * allergy that was not entered in error states its clinical status).
 */
const ACTIVE_ALLERGY: AllergyIntolerance['clinicalStatus'] = {
  coding: [
    {
      system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
      code: 'active',
      display: 'Active',
    },
  ],
};

export function allergyResources(record: PatientRecord): AllergyIntolerance[] {
  return record.allergies.map((allergy) => ({
    resourceType: 'AllergyIntolerance',
    id: derivedId(record.id, 'allergy', allergy),
    clinicalStatus: ACTIVE_ALLERGY,
    patient: { reference: `Patient/${record.id}` },
    code: { text: allergy },
  }));
}

/** An appointment as the chart reads it, with its branch's name (the visit's location). */
export type ExportedAppointment = ClinioAppointment & { branch_name: string };

export function appointmentResource(appointment: ExportedAppointment, typeName: string): Appointment {
  const minutes = Math.round(
    (new Date(appointment.end_time).getTime() - new Date(appointment.start_time).getTime()) / 60_000,
  );
  return {
    resourceType: 'Appointment',
    id: appointment.id,
    meta: { lastUpdated: appointment.updated_at },
    status: APPOINTMENT_STATUS[appointment.status],
    appointmentType: { text: typeName },
    start: appointment.start_time,
    end: appointment.end_time,
    minutesDuration: minutes,
    created: appointment.created_at,
    comment: text(appointment.notes),
    cancelationReason: appointment.cancellation_reason
      ? { text: appointment.cancellation_reason }
      : undefined,
    participant: [
      {
        actor: { reference: `Patient/${appointment.patient_id}`, display: appointment.patient_name },
        status: 'accepted',
      },
      {
        actor: { reference: `Practitioner/${appointment.provider_id}`, display: appointment.provider_name },
        status: 'accepted',
      },
      { actor: { display: appointment.branch_name }, status: 'accepted' },
    ],
  };
}

/** The Bundle (type `collection`): every resource once, each with its full URL. */
export function patientBundle(options: {
  record: PatientRecord;
  tenantId: string;
  appointments: readonly ExportedAppointment[];
  typeNames: ReadonlyMap<string, string>;
  /** What other domains add (fhir-contributors.ts): questionnaires, answers, consents. */
  extra?: readonly Resource[];
  now?: Date;
}): Bundle {
  const { record, tenantId, appointments, typeNames } = options;
  const resources: Resource[] = [
    patientResource(record, tenantId),
    ...allergyResources(record),
    ...appointments.map((item) =>
      appointmentResource(item, typeNames.get(item.appointment_type) ?? item.appointment_type),
    ),
    ...(options.extra ?? []),
  ];
  const entry: BundleEntry[] = resources.map((resource) => ({
    fullUrl: `urn:uuid:${resource.id ?? ''}`,
    resource,
  }));
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: (options.now ?? new Date()).toISOString(),
    entry,
  };
}
