import type { Appointment, PatientSummary, SchedulingResources } from '@clinio/contracts';
import type { AuthUser } from '@clinio/platform';

export const TENANT_ID = '00000000-0000-4000-8000-000000000001';
export const BRANCH_ID = '00000000-0000-4000-8000-0000000000b1';
export const DR_LEE = '00000000-0000-4000-8000-0000000000d1';
export const DR_KIM = '00000000-0000-4000-8000-0000000000d2';
export const ROOM_1 = '00000000-0000-4000-8000-0000000000e1';
export const PATIENT_ID = '00000000-0000-4000-8000-0000000000a1';

const weekday: [string, string][] = [['09:00', '17:00']];

export const RESOURCES: SchedulingResources = {
  branches: [
    {
      id: BRANCH_ID,
      name: 'Main Street',
      timezone: 'America/New_York',
      hours: { '1': weekday, '2': weekday, '3': weekday, '4': weekday, '5': weekday },
      rooms: [{ id: ROOM_1, name: 'Room 1' }],
    },
  ],
  providers: [
    {
      id: DR_LEE,
      name: 'Dr Ada Lee',
      branch_ids: [BRANCH_ID],
      appointment_types: ['consultation', 'follow_up'],
    },
    { id: DR_KIM, name: 'Dr Ben Kim', branch_ids: [BRANCH_ID], appointment_types: ['consultation'] },
  ],
  appointment_types: [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      key: 'consultation',
      name: 'Consultation',
      duration_minutes: 30,
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      colour: '#2b6cb0',
      bookable_online: true,
      price_minor: 0,
      currency: 'USD',
      required_consents: [],
      required_form_ids: [],
      telemedicine: false,
      active: true,
    },
    {
      id: '00000000-0000-4000-8000-0000000000f2',
      key: 'follow_up',
      name: 'Follow-up',
      duration_minutes: 15,
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      colour: '#2f855a',
      bookable_online: true,
      price_minor: 0,
      currency: 'USD',
      required_consents: [],
      required_form_ids: [],
      telemedicine: false,
      active: true,
    },
  ],
};

export const BRANCH = RESOURCES.branches[0]!;

export const PATIENT: PatientSummary = {
  id: PATIENT_ID,
  chart_number: 'C-1001',
  first_name: 'Maria',
  last_name: 'Lopez',
  preferred_name: '',
  date_of_birth: '1984-05-02',
  sex: 'female',
  email: 'maria@example.com',
  phone_number: '',
  branch_id: BRANCH_ID,
  tags: [],
  allergies: [],
  alerts: [],
  is_active: true,
};

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    patient_id: PATIENT_ID,
    patient_name: 'Maria Lopez',
    provider_id: DR_LEE,
    provider_name: 'Dr Ada Lee',
    branch_id: BRANCH_ID,
    room_id: null,
    appointment_type: 'consultation',
    start_time: '2026-03-09T10:00:00-04:00',
    end_time: '2026-03-09T10:30:00-04:00',
    timezone: 'America/New_York',
    status: 'booked',
    source: 'staff',
    notes: '',
    cancellation_reason: null,
    series_id: null,
    series_index: null,
    version: 1,
    created_at: '2026-03-01T12:00:00Z',
    updated_at: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

export const FRONT_DESK: AuthUser = {
  id: 'u1',
  username: 'sam',
  email: 'sam@clinic.example',
  firstName: 'Sam',
  lastName: 'Desk',
  profilePicture: null,
  role: {
    name: 'admin',
    permissions: ['appointments_read', 'appointments_create', 'patients_read', 'patients_create'],
  },
};
