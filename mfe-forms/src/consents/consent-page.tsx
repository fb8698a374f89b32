import { HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  CONSENT_APPOINTMENT_TYPES,
  CONSENT_EXPIRY_HINT,
  CONSENT_TYPES,
  CONSENT_TYPE_LABELS,
  type Consent,
  type ConsentType,
} from '@clinio/contracts';
import {
  Button,
  CheckboxField,
  Form,
  FormActions,
  FormField,
  FormNotice,
  QueryState,
  TextField,
  TextareaField,
  toast,
  useT,
} from '@clinio/design-system';
import {
  PatientPicker,
  useEndpointQuery,
  useForm,
  useRemote,
  useUnsavedChangesGuard,
} from '@clinio/platform';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useViewer } from '../common/access';
import { CheckboxGroup } from '../common/checkbox-group';
import { Screen } from '../common/frame';
import { FORMS_MANAGEMENT } from '../common/paths';
import { staffCatalog } from '../staff-texts/catalog';
import { NEW_CONSENT, checkConsent, valuesOf, type ConsentValues } from './consent-values';

/** Spec 9: back to forms management 1.5 s after the consent is saved. */
export const RETURN_AFTER_CONSENT_MS = 1500;

function ConsentForm({ original, initial }: { original: Consent | null; initial: ConsentValues }) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const navigate = useNavigate();
  const { clinicId, isStaff } = useViewer();
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);
  const templates = useEndpointQuery('listConsentTemplates', {});
  const [isLeaving, setIsLeaving] = useState(false);
  const isSigned = (original?.signature ?? null) !== null;
  const form = useForm({
    initial,
    check: (values) =>
      checkConsent(values, {
        profileClinicId: clinicId,
        originalClinicId: original?.clinic_id,
        hasAccessToken: isStaff,
      }),
    fieldOfPath: (path) => (path === 'patient_id' ? 'patient' : null),
    messageFor: (_error, standard) => (original ? standard || t('consent.updateFailed') : standard),
    send: async (request) => {
      if (original) {
        const { patient_id, consent_type, consent_text, expires_at, patient_signature, ...changeable } =
          request;
        const locked = isSigned
          ? {}
          : { patient_id, consent_type, consent_text, expires_at, patient_signature };
        await api.call('updateConsent', {
          params: { consentId: original.id },
          body: { ...changeable, ...locked },
        });
        toast.success(t('consent.updated'));
      } else {
        await api.call('createConsent', { body: request });
        toast.success(t('consent.created'));
      }
      setIsLeaving(true);
      leaving.current = setTimeout(() => void navigate(FORMS_MANAGEMENT), RETURN_AFTER_CONSENT_MS);
    },
  });
  useUnsavedChangesGuard(form.isDirty && !isLeaving);
  useEffect(
    () => () => {
      if (leaving.current) clearTimeout(leaving.current);
    },
    [],
  );
  const { values } = form;

  function chooseType(type: string) {
    form.update('consent_type', type);
    const standard = templates.data?.find((item) => item.consent_type === type);
    if (standard && values.consent_text.trim() === '') form.update('consent_text', standard.consent_text);
  }

  return (
    <Form form={form} label={original ? t('consent.editTitle') : t('consent.createTitle')}>
      {isSigned ? <FormNotice>{t('consent.signedLocked')}</FormNotice> : null}
      <PatientPicker
        label={t('consent.patient')}
        value={values.patient}
        onChange={(patient) => form.update('patient', patient)}
        error={form.errors.patient}
      />
      <FormField label={t('consent.type')} isRequired error={form.errors.consent_type}>
        <NativeSelect.Root disabled={isSigned}>
          <NativeSelect.Field
            value={values.consent_type}
            onChange={(event) => chooseType(event.target.value)}
          >
            <option value="">{t('consent.chooseType')}</option>
            {CONSENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {CONSENT_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <TextareaField
        form={form}
        name="consent_text"
        label={t('consent.text')}
        isRequired
        rows={8}
        readOnly={isSigned}
      />
      {original?.consent_text_es ? (
        <Stack gap="1" as="section" aria-labelledby="consent-spanish">
          <Text id="consent-spanish" fontWeight="medium" fontSize="sm">
            {original.signature?.locale === 'es' ? t('consent.signedInSpanish') : t('consent.spanishText')}
          </Text>
          <Text
            lang="es"
            fontSize="sm"
            whiteSpace="pre-wrap"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            bg="bg.muted"
          >
            {original.consent_text_es}
          </Text>
        </Stack>
      ) : null}
      <CheckboxField form={form} name="is_required">
        {t('consent.isRequired')}
      </CheckboxField>
      <CheckboxGroup
        legend={t('consent.appointmentTypes')}
        items={CONSENT_APPOINTMENT_TYPES.map((type) => ({
          value: type,
          label: t(`appointmentType.${type}`),
        }))}
        chosen={values.appointment_types}
        onChange={(next) => form.update('appointment_types', next)}
      />
      <FormField label={t('consent.expiresAt')} helper={CONSENT_EXPIRY_HINT} error={form.errors.expires_at}>
        <Input
          type="datetime-local"
          value={values.expires_at}
          readOnly={isSigned}
          onChange={(event) => form.update('expires_at', event.target.value)}
        />
      </FormField>
      <TextField
        form={form}
        name="patient_signature"
        label={t('consent.signature')}
        helper={t('consent.signatureHelp')}
        readOnly={isSigned}
        autoComplete="off"
      />
      <TextareaField form={form} name="notes" label={t('consent.notes')} rows={3} />
      <FormActions
        isSending={form.isSending}
        submitLabel={original ? t('consent.update') : t('consent.create')}
        sendingText={original ? t('consent.updating') : t('consent.creating')}
        onCancel={() => void navigate(FORMS_MANAGEMENT)}
      />
    </Form>
  );
}

function EditConsent({ id }: { id: string }) {
  const t = useT(staffCatalog);
  const consent = useEndpointQuery('getConsent', { params: { consentId: id } });
  const patient = useEndpointQuery(
    'getPatient',
    consent.data ? { params: { id: consent.data.patient_id }, query: {} } : null,
  );
  const failed = consent.error !== null || patient.error !== null;
  return (
    <QueryState
      query={{
        isLoading: consent.isLoading || patient.isLoading,
        error: failed ? t('consent.loadFailed') : null,
        reload: consent.error !== null ? consent.reload : patient.reload,
      }}
      hasData={consent.data !== null && patient.data !== null}
      label={t('consent.loading')}
    >
      {consent.data && patient.data ? (
        <ConsentForm original={consent.data} initial={valuesOf(consent.data, patient.data)} />
      ) : null}
    </QueryState>
  );
}

function CreateConsent() {
  const t = useT(staffCatalog);
  const [params] = useSearchParams();
  const type = params.get('type') ?? '';
  const patientId = params.get('patientId');
  const patient = useEndpointQuery('getPatient', patientId ? { params: { id: patientId }, query: {} } : null);
  const initial = {
    ...NEW_CONSENT,
    patient: patient.data,
    consent_type: (CONSENT_TYPES as readonly string[]).includes(type) ? (type as ConsentType) : '',
  };
  if (patientId === null) return <ConsentForm original={null} initial={initial} />;
  return (
    <QueryState query={patient} hasData={patient.data !== null} label={t('consent.loading')}>
      <ConsentForm original={null} initial={initial} />
    </QueryState>
  );
}

/** `/dashboard/consents/create` and `/dashboard/consents/edit/{id}` (spec 2.10, 5). */
export function ConsentPage() {
  const t = useT(staffCatalog);
  const { id } = useParams();
  return (
    <Screen
      heading={id ? t('consent.editTitle') : t('consent.createTitle')}
      actions={
        <HStack>
          <Button asChild variant="outline">
            <RouterLink to={FORMS_MANAGEMENT}>{t('consent.back')}</RouterLink>
          </Button>
        </HStack>
      }
    >
      <Stack maxWidth="3xl">{id ? <EditConsent id={id} /> : <CreateConsent />}</Stack>
    </Screen>
  );
}
