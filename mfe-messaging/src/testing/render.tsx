import { SYSTEM_ROLES } from '@clinio/contracts';
import type { AuthSnapshot } from '@clinio/platform';
import { RemoteHarness, type MockApi } from '@clinio/platform/testing';
import { render } from '@testing-library/react';
import { App } from '../app';
import type { MessageDetail, MessageTemplate, ReminderRule } from '../common/types';

export const TEMPLATE_ID = '00000000-0000-4000-8000-0000000000a1';
export const RULE_ID = '00000000-0000-4000-8000-0000000000a2';
export const MESSAGE_ID = '00000000-0000-4000-8000-0000000000a3';
export const PATIENT_ID = '00000000-0000-4000-8000-0000000000e1';

export function staff(role: 'admin' | 'front_desk'): AuthSnapshot {
  return {
    status: 'staff',
    user: {
      id: '00000000-0000-4000-8000-000000000002',
      username: 'ana',
      email: 'ana@clinic.example',
      firstName: 'Ana',
      lastName: 'Admin',
      profilePicture: null,
      role: { name: role, permissions: [...SYSTEM_ROLES[role].permissions] },
    },
    tenantId: '00000000-0000-4000-8000-0000000000f1',
    clinicId: '00000000-0000-4000-8000-0000000000f2',
    branchId: null,
  };
}

export function template(overrides: Partial<MessageTemplate> = {}): MessageTemplate {
  return {
    id: TEMPLATE_ID,
    name: 'Appointment reminder (SMS, 2 h)',
    channel: 'sms',
    subject: '',
    body: 'Hi {{patient_first_name}}, see you at {{appointment_time}}.',
    subject_es: '',
    body_es: '',
    is_active: true,
    segments: { encoding: 'GSM-7', units: 40, segments: 1 },
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

export function rule(overrides: Partial<ReminderRule> = {}): ReminderRule {
  return {
    id: RULE_ID,
    name: 'SMS 2 h before',
    template_id: TEMPLATE_ID,
    trigger: 'before',
    offset_minutes: 120,
    appointment_type: null,
    is_active: true,
    created_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

export function message(overrides: Partial<MessageDetail> = {}): MessageDetail {
  return {
    id: MESSAGE_ID,
    direction: 'outbound',
    channel: 'sms',
    patient_id: PATIENT_ID,
    patient_name: 'Maria Garcia',
    to_address: '+15555550100',
    subject: '',
    body: 'Hi Maria, see you at 9:30 AM.',
    status: 'delivered',
    failure_reason: null,
    urgent: false,
    send_after: '2026-11-20T14:00:00Z',
    sent_at: '2026-11-20T14:00:05Z',
    delivered_at: '2026-11-20T14:00:09Z',
    rule_id: RULE_ID,
    campaign_id: null,
    appointment_id: null,
    created_at: '2026-11-20T12:00:00Z',
    events: [
      { status: 'queued', detail: null, occurred_at: '2026-11-20T12:00:00Z' },
      { status: 'sent', detail: null, occurred_at: '2026-11-20T14:00:05Z' },
      { status: 'delivered', detail: null, occurred_at: '2026-11-20T14:00:09Z' },
    ],
    ...overrides,
  };
}

export const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, page_size: 25 });

export function openAt(path: string, api: MockApi, role: 'admin' | 'front_desk' = 'admin'): void {
  render(<RemoteHarness App={App} initialPath={path} props={{ auth: staff(role), api }} />);
}
