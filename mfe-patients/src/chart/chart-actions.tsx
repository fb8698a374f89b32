import { HStack, Link, Text } from '@chakra-ui/react';
import { PatientEraseRequest, fhirFileName, type PatientRecord } from '@clinio/contracts';
import {
  Button,
  ConfirmDialog,
  FormDialog,
  TextField,
  patientName,
  toast,
  useT,
} from '@clinio/design-system';
import { saveBlob, useForm, useInvalidateApi, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAccess } from '../common/access';
import { DUPLICATES_PATH, PATHS, printPath } from '../common/paths';
import { staffCatalog } from '../staff-texts/catalog';

function EraseDialog({ patient, onClose }: { patient: PatientRecord; onClose: () => void }) {
  const t = useT(staffCatalog);
  const { api, navigate } = useRemote();
  const invalidate = useInvalidateApi();
  const form = useForm({
    initial: { confirm_chart_number: '' },
    check: (values) => {
      const checked = PatientEraseRequest.safeParse(values);
      if (checked.success && checked.data.confirm_chart_number !== patient.chart_number) {
        return {
          success: false as const,
          error: {
            issues: [
              {
                path: ['confirm_chart_number'],
                message: t('actions.eraseTypeExactly', { chartNumber: patient.chart_number }),
              },
            ],
          },
        };
      }
      return checked;
    },
    send: async (body) => {
      await api.call('erasePatient', { params: { id: patient.id }, body });
      void invalidate('/api/patients');
      toast.success(t('actions.erased', { chartNumber: patient.chart_number }));
      navigate(PATHS.list);
    },
  });
  return (
    <FormDialog
      isOpen
      role="alertdialog"
      title={t('actions.eraseTitle', { name: patientName(patient) })}
      submitLabel={t('actions.erasePermanently')}
      pendingLabel={t('actions.erasing')}
      submitVariant="danger"
      form={form}
      onClose={onClose}
    >
      <Text mb="3">{t('actions.eraseBody')}</Text>
      <TextField
        form={form}
        name="confirm_chart_number"
        label={t('actions.eraseConfirmLabel', { chartNumber: patient.chart_number })}
        autoComplete="off"
      />
    </FormDialog>
  );
}

/** What can be done to the record: print, export (FHIR), archive or restore, erase (super admins), find duplicates. */
export function ChartActions({ patient, onChanged }: { patient: PatientRecord; onChanged: () => void }) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const access = useAccess();
  const invalidate = useInvalidateApi();
  const [dialog, setDialog] = useState<'archive' | 'restore' | 'erase' | null>(null);
  const isArchived = patient.archived_at !== null || !patient.is_active;
  const name = patientName(patient);
  const canArchive = access.can('patients_delete') && patient.merged_into === null;

  const [isExporting, setIsExporting] = useState(false);

  // The record as a FHIR R4 Bundle (ADR 043), saved as a file; the server audits the export.
  async function exportFhir() {
    setIsExporting(true);
    try {
      const bundle = await api.call('exportPatientFhir', { params: { id: patient.id } });
      saveBlob(JSON.stringify(bundle, null, 2), fhirFileName(patient.chart_number), 'application/fhir+json');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('actions.exportFailed'));
    } finally {
      setIsExporting(false);
    }
  }

  const done = (message: string) => () => {
    setDialog(null);
    toast.success(message);
    void invalidate('/api/patients');
    onChanged();
  };

  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild variant="outline" size="sm">
        <RouterLink to={printPath(patient.id)}>{t('actions.print')}</RouterLink>
      </Button>
      <Button
        variant="outline"
        size="sm"
        loading={isExporting}
        loadingText={t('actions.exporting')}
        onClick={() => void exportFhir()}
      >
        {t('actions.exportFhir')}
      </Button>
      {canArchive && !isArchived ? (
        <Button variant="outline" size="sm" onClick={() => setDialog('archive')}>
          {t('actions.archive')}
        </Button>
      ) : null}
      {canArchive && isArchived ? (
        <Button variant="outline" size="sm" onClick={() => setDialog('restore')}>
          {t('actions.restore')}
        </Button>
      ) : null}
      {access.isSuperAdmin ? (
        <Button variant="danger" size="sm" onClick={() => setDialog('erase')}>
          {t('actions.erasePermanently')}
        </Button>
      ) : null}
      <Link asChild fontSize="sm" textDecoration="underline" color="brand.fg">
        <RouterLink to={DUPLICATES_PATH}>{t('actions.findDuplicates')}</RouterLink>
      </Link>
      <ConfirmDialog
        isOpen={dialog === 'archive'}
        title={t('actions.archiveTitle', { name })}
        message={t('actions.archiveMessage')}
        confirmLabel={t('actions.archive')}
        pendingLabel={t('actions.archiving')}
        onConfirm={() => api.call('archivePatient', { params: { id: patient.id } })}
        onDone={done(t('actions.archived', { name }))}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        isOpen={dialog === 'restore'}
        title={t('actions.restoreTitle', { name })}
        message={t('actions.restoreMessage')}
        confirmLabel={t('actions.restore')}
        pendingLabel={t('actions.restoring')}
        isDestructive={false}
        onConfirm={() => api.call('restorePatient', { params: { id: patient.id } })}
        onDone={done(t('actions.restored', { name }))}
        onClose={() => setDialog(null)}
      />
      {dialog === 'erase' ? <EraseDialog patient={patient} onClose={() => setDialog(null)} /> : null}
    </HStack>
  );
}
