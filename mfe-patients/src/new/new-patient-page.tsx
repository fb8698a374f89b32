import { Heading, Link, Stack } from '@chakra-ui/react';
import type { PatientDuplicate } from '@clinio/contracts';
import { DuplicateWarning, Form, FormActions, toast, useT } from '@clinio/design-system';
import {
  duplicatesOfError,
  useForm,
  useInvalidateApi,
  useRemote,
  useUnsavedChangesGuard,
} from '@clinio/platform';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { patientName } from '@clinio/design-system';
import { PageBody, PageHeader } from '../common/page';
import { PATHS, chartPath } from '../common/paths';
import { useClinic } from '../common/use-clinic';
import { staffCatalog } from '../staff-texts/catalog';
import { SECTIONS, SectionFields } from './patient-fields';
import { checkCreate, emptyDraft, type PatientDraft } from './patient-draft';

/**
 * /dashboard/patients/new (also the sidebar's Add Patient): the whole record, the server's field
 * errors at their fields, the duplicate warning with "Create anyway", and a guard against losing
 * the draft. A created patient opens in the chart.
 */
export function NewPatientPage() {
  const t = useT(staffCatalog);
  const { api, auth, navigate } = useRemote();
  const clinic = useClinic();
  const invalidate = useInvalidateApi();
  const allowDuplicate = useRef(false);
  const [duplicates, setDuplicates] = useState<PatientDuplicate[] | null>(null);
  const form = useForm({
    initial: () => emptyDraft(auth.branchId),
    check: (draft: PatientDraft) => checkCreate(draft),
    send: async (body) => {
      try {
        const created = await api.call('createPatient', {
          body: { ...body, ...(allowDuplicate.current ? { allow_duplicate: true } : {}) },
        });
        setDuplicates(null);
        form.reset();
        void invalidate('/api/patients');
        toast.success(t('new.added', { name: patientName(created), chartNumber: created.chart_number }));
        navigate(chartPath(created.id));
      } catch (error) {
        setDuplicates(duplicatesOfError(error));
        throw error;
      } finally {
        allowDuplicate.current = false;
      }
    },
    messageFor: (error, standard) => (duplicatesOfError(error) === null ? standard : t('new.mayBeDuplicate')),
  });
  useUnsavedChangesGuard(form.isDirty);

  return (
    <PageBody>
      <PageHeader title={t('new.title')} tabTitle={t('new.title')} lead={t('new.lead')} />
      <Form form={form} label={t('new.title')}>
        {SECTIONS.map((section) => (
          <Stack as="section" key={section.key} gap="3" aria-labelledby={`new-${section.key}`}>
            <Heading as="h2" id={`new-${section.key}`} fontSize="lg">
              {section.title}
            </Heading>
            <SectionFields form={form} section={section.key} branches={clinic.branches} />
          </Stack>
        ))}
        {duplicates !== null ? (
          <DuplicateWarning
            duplicates={duplicates}
            isSending={form.isSending}
            onCreateAnyway={() => {
              allowDuplicate.current = true;
              void form.submit();
            }}
            renderAction={(patient) => (
              <Link asChild fontSize="sm" textDecoration="underline" color="brand.fg">
                <RouterLink to={chartPath(patient.id)}>
                  {t('new.openChart', { name: patientName(patient) })}
                </RouterLink>
              </Link>
            )}
          />
        ) : null}
        <FormActions
          isSending={form.isSending}
          submitLabel={t('new.submit')}
          sendingText={t('new.adding')}
          onCancel={() => navigate(PATHS.list)}
        />
      </Form>
    </PageBody>
  );
}
