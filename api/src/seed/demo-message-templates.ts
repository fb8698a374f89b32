/** The demo clinic's message templates (issue 18): reminders, a follow-up, two campaigns. */
/** The demo clinic's SMS number (fictional, 555-01xx). */
export const DEMO_SMS_NUMBER = '+18605550100';

export const DEMO_TEMPLATES = {
  email48: {
    name: 'Appointment reminder (e-mail, 48 h)',
    channel: 'email' as const,
    subject: 'Your visit at {{clinic_name}} on {{appointment_date}}',
    body:
      'Hello {{patient_first_name}},\n\nThis is a reminder of your {{appointment_type}} with {{provider_name}} on ' +
      '{{appointment_date}} at {{appointment_time}}, at {{branch_name}} ({{branch_address}}).\n\n' +
      'Confirm, move or cancel your visit here: {{manage_link}}\n\n' +
      'Questions? Call us at {{branch_phone}}.\n\n{{clinic_name}}',
    // The Spanish text a patient whose account reads Spanish gets (issue 22).
    subject_es: 'Su cita en {{clinic_name}} el {{appointment_date}}',
    body_es:
      'Hola {{patient_first_name}}:\n\nLe recordamos su cita ({{appointment_type}}) con {{provider_name}} el ' +
      '{{appointment_date}} a las {{appointment_time}}, en {{branch_name}} ({{branch_address}}).\n\n' +
      'Confirme, cambie o cancele su cita aquí: {{manage_link}}\n\n' +
      '¿Preguntas? Llámenos al {{branch_phone}}.\n\n{{clinic_name}}',
  },
  sms2: {
    name: 'Appointment reminder (SMS, 2 h)',
    channel: 'sms' as const,
    subject: '',
    body:
      '{{clinic_name}}: Hi {{patient_first_name}}, see you today at {{appointment_time}} with {{provider_name}}, ' +
      '{{branch_address}}. Reply C to confirm or X to cancel. Reply STOP to opt out.',
    // Without the accents GSM-7 lacks, so it stays as few segments as the English one.
    body_es:
      '{{clinic_name}}: Hola {{patient_first_name}}, le esperamos hoy a las {{appointment_time}} con ' +
      '{{provider_name}}, {{branch_address}}. Responda C para confirmar o X para cancelar. Responda STOP para darse de baja.',
  },
  followUp: {
    name: 'Follow-up after your visit (e-mail)',
    channel: 'email' as const,
    subject: 'How was your visit, {{patient_first_name}}?',
    body: 'Hello {{patient_first_name}},\n\nThank you for visiting {{clinic_name}}. Reply to this e-mail if anything is unclear.',
  },
  flu: {
    name: 'Flu vaccines are in (SMS)',
    channel: 'sms' as const,
    subject: '',
    body: "{{clinic_name}}: Hi {{patient_first_name}}, this season's flu vaccines are in. Call {{branch_phone}} or reply to book a time. Reply STOP to opt out.",
  },
  recall: {
    name: 'Annual check-up recall (SMS)',
    channel: 'sms' as const,
    subject: '',
    body: '{{clinic_name}}: Hi {{patient_first_name}}, it is time for your annual check-up. Call {{branch_phone}} to book. Reply STOP to opt out.',
  },
};
