import type { SampleRequest } from '../test/route-access';

/** The messaging routes (issue 18). */
export const MESSAGING_FAMILY =
  /^\/api\/(message-templates|reminder-rules|messaging-settings|messages|message-opt-outs|campaigns|brand-registrations|phone-numbers|unsubscribe|webhooks\/sms|dev\/messaging)(\/|$)/;

/**
 * A valid request per route, keyed `METHOD /url`, so that only authorization can refuse it (bar 4)
 * and the generated inputs of bar 16 start from a valid body. A new route without one fails both.
 */
export function messagingSamples(ids: {
  tenantId: string;
  templateId: string;
  ruleId: string;
  messageId: string;
  patientId: string;
  phoneNumberId: string;
  spareNumberId: string;
  campaignId: string;
  brandId: string;
}): Record<string, SampleRequest> {
  const template = { name: 'Probe reminder', channel: 'sms', body: 'Hi {{patient_first_name}}' };
  const rule = { name: 'Probe rule', template_id: ids.templateId, trigger: 'before', offset_minutes: 120 };
  return {
    'GET /api/message-templates': { url: '/api/message-templates' },
    'POST /api/message-templates': { url: '/api/message-templates', payload: template },
    'POST /api/message-templates/preview': {
      url: '/api/message-templates/preview',
      payload: { channel: 'email', subject: 'Visit at {{clinic_name}}', body: 'Hi' },
    },
    'PUT /api/message-templates/:id': { url: `/api/message-templates/${ids.templateId}`, payload: template },
    'GET /api/reminder-rules': { url: '/api/reminder-rules' },
    'POST /api/reminder-rules': { url: '/api/reminder-rules', payload: rule },
    'PUT /api/reminder-rules/:id': { url: `/api/reminder-rules/${ids.ruleId}`, payload: rule },
    'GET /api/messaging-settings': { url: '/api/messaging-settings' },
    'PUT /api/messaging-settings': {
      url: '/api/messaging-settings',
      payload: { quiet_start: '21:00', quiet_end: '08:00', help_contact: '(555) 010-0100' },
    },
    'GET /api/messages': { url: '/api/messages?channel=sms&status=queued&page=1&page_size=10' },
    'GET /api/messages/:id': { url: `/api/messages/${ids.messageId}` },
    'POST /api/messages': {
      url: '/api/messages',
      payload: {
        patient_id: ids.patientId,
        channel: 'email',
        subject: 'Hello',
        body: 'Hello {{patient_first_name}}',
      },
    },
    'GET /api/campaigns': { url: '/api/campaigns' },
    'POST /api/campaigns': {
      url: '/api/campaigns',
      payload: {
        name: 'Probe recall',
        template_id: ids.templateId,
        audience: { tags: ['probe'] },
        throttle_per_minute: 30,
      },
    },
    'POST /api/campaigns/audience-preview': {
      url: '/api/campaigns/audience-preview',
      payload: { audience: { age_min: 18, has_upcoming_visit: false } },
    },
    'POST /api/campaigns/:id/send': {
      url: `/api/campaigns/${ids.campaignId}/send`,
      payload: { send_at: '2031-01-06T09:00:00Z' },
    },
    'POST /api/campaigns/:id/cancel': { url: `/api/campaigns/${ids.campaignId}/cancel` },
    'GET /api/brand-registrations': { url: '/api/brand-registrations' },
    'POST /api/brand-registrations': {
      url: '/api/brand-registrations',
      payload: {
        legal_name: 'Probe Clinic LLC',
        ein: '12-3456789',
        address: '1 Probe Street, Hartford, CT 06103',
        contact_email: 'owner@probe.example',
      },
    },
    'POST /api/brand-registrations/refresh': { url: '/api/brand-registrations/refresh' },
    'POST /api/brand-registrations/:id/campaigns': {
      url: `/api/brand-registrations/${ids.brandId}/campaigns`,
      payload: {
        use_case: 'ACCOUNT_NOTIFICATION',
        description: 'Appointment reminders and confirmations for the patients of the clinic.',
        message_flow: 'Patients give their mobile number and agree to texts when they book a visit.',
        sample_messages: [
          'Your visit is tomorrow at 9:00. Reply STOP to opt out.',
          'Your visit is confirmed.',
        ],
        phone_number_ids: [ids.spareNumberId],
      },
    },
    'POST /api/dev/messaging/run-due': {
      url: '/api/dev/messaging/run-due',
      payload: { until: new Date(Date.now() + 3_600_000).toISOString(), patient_id: ids.patientId },
    },
    'GET /api/message-opt-outs': { url: `/api/message-opt-outs?patient_id=${ids.patientId}` },
    'GET /api/phone-numbers': { url: '/api/phone-numbers' },
    'POST /api/phone-numbers': {
      url: '/api/phone-numbers',
      payload: { number: '(202) 555-0142', branch_id: null },
    },
    'GET /api/phone-numbers/available': { url: '/api/phone-numbers/available?area_code=860' },
    'POST /api/phone-numbers/purchase': {
      url: '/api/phone-numbers/purchase',
      payload: { e164: '+18605550177', branch_id: null },
    },
    'PUT /api/phone-numbers/:id': {
      url: `/api/phone-numbers/${ids.phoneNumberId}`,
      payload: { branch_id: null },
    },
    'DELETE /api/phone-numbers/:id': { url: `/api/phone-numbers/${ids.phoneNumberId}` },
    'POST /api/unsubscribe': {
      url: `/api/unsubscribe?t=${ids.tenantId}&m=${ids.messageId}&sig=not-the-signature`,
      payload: { 'List-Unsubscribe': 'One-Click' },
    },
    'POST /api/webhooks/sms/status': {
      url: `/api/webhooks/sms/status?tenant=${ids.tenantId}&message=${ids.messageId}`,
      payload: { MessageSid: 'SM0123', MessageStatus: 'delivered' },
    },
    'POST /api/webhooks/sms/inbound': {
      url: '/api/webhooks/sms/inbound',
      payload: { From: '+12025550100', To: '+12025550101', Body: 'STOP' },
    },
  };
}
