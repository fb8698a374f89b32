import {
  EMPTY_FIELD_DIALOG,
  buildFormSchema,
  fieldFromDialog,
  type ConsentType,
  type FieldDialogValues,
  type FormSchema,
  type FormTranslations,
} from '@clinio/contracts';

/**
 * The demo clinic's paperwork (issue 16): an intake form, a medical history form and the six
 * consent texts. Written as a clinic would; invented, not legal advice.
 */

const field = (values: Partial<FieldDialogValues> & Pick<FieldDialogValues, 'type' | 'title'>) =>
  fieldFromDialog({ ...EMPTY_FIELD_DIALOG, ...values });

type DemoForm = { name: string; description: string; schema: FormSchema; translations: FormTranslations };

export const INTAKE_FORM: DemoForm = {
  name: 'New Patient Intake',
  description: 'Contact details, the reason for your visit and who to call in an emergency.',
  schema: buildFormSchema([
    field({ type: 'string', title: 'Full name', required: true, maxLength: '120' }),
    field({ type: 'date', title: 'Date of birth', required: true }),
    field({ type: 'phone', title: 'Mobile phone', required: true, placeholder: '+1 860 555 0100' }),
    field({ type: 'email', title: 'Email address' }),
    field({ type: 'textarea', title: 'Reason for visit', required: true, maxLength: '2000' }),
    field({ type: 'string', title: 'Emergency contact name', required: true }),
    field({ type: 'phone', title: 'Emergency contact phone', required: true }),
    field({ type: 'select', title: 'Preferred contact method', options: 'Phone, Text message, Email' }),
    field({ type: 'boolean', title: 'Do you have insurance', required: true }),
    field({
      type: 'string',
      title: 'Insurance member ID',
      required: true,
      pattern: '^[A-Z0-9-]{4,20}$',
      description: 'Letters, digits and dashes, as printed on your card',
      showIf: { field: 'do_you_have_insurance', equals: true },
    }),
    field({ type: 'checkbox', title: 'I confirm these details are correct', required: true }),
  ]),
  // The clinic's Spanish (issue 22): every question, so the demo's Spanish portal is whole.
  translations: {
    es: {
      name: 'Registro de paciente nuevo',
      description: 'Sus datos de contacto, el motivo de la consulta y a quién llamar en una emergencia.',
      fields: {
        full_name: { title: 'Nombre completo' },
        date_of_birth: { title: 'Fecha de nacimiento' },
        mobile_phone: { title: 'Teléfono móvil' },
        email_address: { title: 'Correo electrónico' },
        reason_for_visit: { title: 'Motivo de la consulta' },
        emergency_contact_name: { title: 'Nombre del contacto de emergencia' },
        emergency_contact_phone: { title: 'Teléfono del contacto de emergencia' },
        preferred_contact_method: {
          title: 'Forma de contacto preferida',
          options: { Phone: 'Llamada', 'Text message': 'Mensaje de texto', Email: 'Correo electrónico' },
        },
        do_you_have_insurance: { title: '¿Tiene seguro médico?' },
        insurance_member_id: {
          title: 'Número de afiliado del seguro',
          description: 'Letras, números y guiones, tal como aparecen en su tarjeta',
        },
        i_confirm_these_details_are_correct: { title: 'Confirmo que estos datos son correctos' },
      },
    },
  },
};

/** The medical history's questions; its first version lacked the last two (added since). */
const HISTORY_FIELDS = [
  field({ type: 'boolean', title: 'Do you have any allergies', required: true }),
  field({
    type: 'textarea',
    title: 'List your allergies and reactions',
    required: true,
    showIf: { field: 'do_you_have_any_allergies', equals: true },
  }),
  field({ type: 'textarea', title: 'Current medications', placeholder: 'Name, dose and how often' }),
  field({
    type: 'radio',
    title: 'Do you smoke',
    required: true,
    options: 'Never, Former smoker, Current smoker',
  }),
  field({ type: 'number', title: 'Alcoholic drinks per week', minimum: '0', maximum: '100' }),
  field({ type: 'textarea', title: 'Past surgeries or hospital stays' }),
  field({ type: 'select', title: 'Blood type', options: "A+, A-, B+, B-, AB+, AB-, O+, O-, Don't know" }),
  field({ type: 'boolean', title: 'Could you be pregnant' }),
];
const ADDED_LATER = ['blood_type', 'could_you_be_pregnant'];

/** Version 1 of the medical history, which the visits answered before the clinic added two questions. */
export const MEDICAL_HISTORY_FIRST_SCHEMA: FormSchema = buildFormSchema(
  HISTORY_FIELDS.filter((item) => !ADDED_LATER.includes(item.key)),
);

export const MEDICAL_HISTORY_FORM: DemoForm = {
  name: 'Medical History',
  description: 'Conditions, medicines and allergies, so your clinician can treat you safely.',
  schema: buildFormSchema(HISTORY_FIELDS),
  translations: {
    es: {
      name: 'Historia clínica',
      description: 'Enfermedades, medicamentos y alergias, para que su médico pueda tratarle con seguridad.',
      fields: {
        do_you_have_any_allergies: { title: '¿Tiene alguna alergia?' },
        list_your_allergies_and_reactions: { title: 'Indique sus alergias y las reacciones que le causan' },
        current_medications: {
          title: 'Medicamentos actuales',
          placeholder: 'Nombre, dosis y frecuencia',
        },
        do_you_smoke: {
          title: '¿Fuma?',
          options: { Never: 'Nunca', 'Former smoker': 'Exfumador', 'Current smoker': 'Fumador actual' },
        },
        alcoholic_drinks_per_week: { title: 'Bebidas alcohólicas por semana' },
        past_surgeries_or_hospital_stays: { title: 'Cirugías u hospitalizaciones anteriores' },
        blood_type: { title: 'Grupo sanguíneo', options: { "Don't know": 'No lo sé' } },
        could_you_be_pregnant: { title: '¿Podría estar embarazada?' },
      },
    },
  },
};

export const CONSENT_TEXTS: Record<
  ConsentType,
  { title: string; text: string; titleEs: string; textEs: string; validDays: number | null }
> = {
  hipaa_privacy: {
    title: 'Notice of Privacy Practices',
    validDays: null,
    text:
      'I acknowledge that I have received the Notice of Privacy Practices of Demo Family Clinic. ' +
      'It describes how my health information may be used and disclosed for treatment, payment and ' +
      'health care operations, and how I can get access to it, ask for corrections, ask for limits ' +
      'on its use and receive an accounting of disclosures. I understand that I may revoke this ' +
      'acknowledgment in writing at any time, except where the clinic has already acted on it.',
    titleEs: 'Aviso de prácticas de privacidad',
    textEs:
      'Confirmo que he recibido el Aviso de prácticas de privacidad de Demo Family Clinic. Explica ' +
      'cómo se puede usar y divulgar mi información de salud para el tratamiento, el pago y las ' +
      'operaciones de atención médica, y cómo puedo acceder a ella, pedir correcciones, pedir ' +
      'límites a su uso y recibir un registro de las divulgaciones. Entiendo que puedo revocar esta ' +
      'confirmación por escrito en cualquier momento, salvo en lo que la clínica ya haya hecho en ' +
      'base a ella.',
  },
  treatment: {
    title: 'Consent to Examination and Treatment',
    validDays: 365,
    text:
      'I consent to the examinations, tests and treatments that my clinicians at Demo Family Clinic ' +
      'consider necessary. The nature, benefits, risks and alternatives of any significant procedure ' +
      'will be explained to me before it is done, and I may ask questions or refuse at any time. ' +
      'I understand that no guarantee has been made about the results of treatment.',
    titleEs: 'Consentimiento para examen y tratamiento',
    textEs:
      'Doy mi consentimiento para los exámenes, pruebas y tratamientos que mis médicos de Demo ' +
      'Family Clinic consideren necesarios. Antes de cualquier procedimiento importante se me ' +
      'explicarán su naturaleza, beneficios, riesgos y alternativas, y podré hacer preguntas o ' +
      'negarme en cualquier momento. Entiendo que no se me ha garantizado ningún resultado del ' +
      'tratamiento.',
  },
  billing: {
    title: 'Financial Responsibility and Assignment of Benefits',
    validDays: 365,
    text:
      'I authorize Demo Family Clinic to bill my insurer for the services I receive and assign the ' +
      'benefits payable to the clinic. I understand that I am responsible for co-payments, ' +
      'deductibles and any charges my insurer does not cover, and that a missed appointment without ' +
      '24 hours notice may be charged.',
    titleEs: 'Responsabilidad financiera y cesión de beneficios',
    textEs:
      'Autorizo a Demo Family Clinic a facturar a mi aseguradora los servicios que reciba y cedo a ' +
      'la clínica los beneficios que correspondan. Entiendo que soy responsable de los copagos, los ' +
      'deducibles y los cargos que mi aseguradora no cubra, y que una cita a la que no asista sin ' +
      'avisar con 24 horas de antelación puede cobrarse.',
  },
  research: {
    title: 'Consent to Use of De-identified Data for Research',
    validDays: 730,
    text:
      'I agree that information from my record, with my name and every other identifier removed, may ' +
      'be used in research approved by an ethics committee. Taking part is voluntary: refusing or ' +
      'withdrawing later does not change my care in any way.',
    titleEs: 'Consentimiento para el uso de datos anonimizados en investigación',
    textEs:
      'Acepto que la información de mi historia clínica, sin mi nombre ni ningún otro dato que me ' +
      'identifique, pueda usarse en investigaciones aprobadas por un comité de ética. Participar es ' +
      'voluntario: negarme o retirarme más adelante no cambia mi atención en absoluto.',
  },
  photography: {
    title: 'Consent to Clinical Photography',
    validDays: 365,
    text:
      'I agree that photographs of the affected area may be taken to document my condition and ' +
      'treatment. They are kept in my record, seen only by the people caring for me, and never ' +
      'published or shared without my separate written consent.',
    titleEs: 'Consentimiento para fotografía clínica',
    textEs:
      'Acepto que se tomen fotografías de la zona afectada para documentar mi enfermedad y su ' +
      'tratamiento. Se guardan en mi historia clínica, solo las ven las personas que me atienden y ' +
      'nunca se publican ni se comparten sin mi consentimiento escrito aparte.',
  },
  telemedicine: {
    title: 'Consent to Telemedicine Visits',
    validDays: 365,
    text:
      'I agree to receive care by secure video or telephone. I understand that a remote visit has ' +
      'limits, that my clinician may ask me to come in person, that I should be in a private place ' +
      'during the call, and that in an emergency I must call 911 instead.',
    titleEs: 'Consentimiento para consultas de telemedicina',
    textEs:
      'Acepto recibir atención por videollamada segura o por teléfono. Entiendo que una consulta a ' +
      'distancia tiene límites, que mi médico puede pedirme que acuda en persona, que debo estar en ' +
      'un lugar privado durante la llamada y que en una emergencia debo llamar al 911.',
  },
};

/** Which consent types each of the default appointment types requires. */
export const REQUIRED_CONSENTS: Record<string, readonly ConsentType[]> = {
  consultation: ['hipaa_privacy', 'treatment'],
  follow_up: ['hipaa_privacy'],
  procedure: ['hipaa_privacy', 'treatment', 'photography'],
  emergency: ['treatment'],
  routine: ['hipaa_privacy', 'treatment'],
};

/** Answers a patient gave to the intake form. */
export function intakeAnswers(
  patient: { first_name: string; last_name: string; date_of_birth: string | null },
  i: number,
) {
  const insured = i % 3 !== 0;
  return {
    full_name: `${patient.first_name} ${patient.last_name}`,
    date_of_birth: patient.date_of_birth ?? '1980-01-01',
    mobile_phone: `+1 860 555 01${String(10 + (i % 90)).padStart(2, '0')}`,
    reason_for_visit: ['Annual check-up', 'Persistent cough', 'Lower back pain', 'Skin rash on my arm'][
      i % 4
    ] as string,
    emergency_contact_name: ['Dana Miller', 'Chris Okoye', 'Sam Novak', 'Lee Sato'][i % 4] as string,
    emergency_contact_phone: '+1 860 555 0199',
    preferred_contact_method: ['Phone', 'Text message', 'Email'][i % 3] as string,
    do_you_have_insurance: insured,
    ...(insured ? { insurance_member_id: `HCP-${100200 + i}` } : {}),
    i_confirm_these_details_are_correct: true,
  };
}

/** Answers a patient gave to the medical history form. */
/** Answers to the medical history's first version (the demo's visits answered it before the change). */
export function historyAnswers(i: number) {
  const allergic = i % 2 === 0;
  return {
    do_you_have_any_allergies: allergic,
    ...(allergic ? { list_your_allergies_and_reactions: 'Penicillin: hives' } : {}),
    current_medications: i % 3 === 0 ? 'None' : 'Lisinopril 10 mg once a day',
    do_you_smoke: ['Never', 'Former smoker', 'Never', 'Current smoker'][i % 4] as string,
    alcoholic_drinks_per_week: i % 5,
  };
}
