import { HStack, Link, Text } from '@chakra-ui/react';
import { PatientEraseRequest, fhirFileName, type PatientRecord } from '@clinio/contracts';
import { Button, ConfirmDialog, FormDialog, TextField, patientName, toast } from '@clinio/design-system';
import { saveBlob, useForm, useInvalidateApi, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAccess } from '../common/access';
import { DUPLICATES_PATH, PATHS, printPath } from '../common/paths';

function EraseDialog({ patient, onClose }: { patient: PatientRecord; onClose: () => void }) {
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
            issues: [{ path: ['confirm_chart_number'], message: `Type ${patient.chart_number} exactly` }],
          },
        };
      }
      return checked;
    },
    send: async (body) => {
      await api.call('erasePatient', { params: { id: patient.id }, body });
      void invalidate('/api/patients');
      toast.success(`${patient.chart_number} was erased permanently.`);
      navigate(PATHS.list);
    },
  });
  return (
    <FormDialog
      isOpen
      role="alertdialog"
      title={`Erase ${patientName(patient)} permanently?`}
      submitLabel="Erase permanently"
      pendingLabel="Erasing..."
      submitVariant="danger"
      form={form}
      onClose={onClose}
    >
      <Text mb="3">
        The record and everything in it are deleted for good; only the audit trail keeps that it existed. This
        is refused while the patient has invoices or signed notes. Archive instead if the record may be needed
        again.
      </Text>
      <TextField
        form={form}
        name="confirm_chart_number"
        label={`Type the chart number (${patient.chart_number}) to confirm`}
        autoComplete="off"
      />
    </FormDialog>
  );
}

/** What can be done to the record: print, export (FHIR), archive or restore, erase (super admins), find duplicates. */
export function ChartActions({ patient, onChanged }: { patient: PatientRecord; onChanged: () => void }) {
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
      toast.error(error instanceof Error ? error.message : 'The export failed. Please try again.');
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
        <RouterLink to={printPath(patient.id)}>Print</RouterLink>
      </Button>
      <Button
        variant="outline"
        size="sm"
        loading={isExporting}
        loadingText="Exporting..."
        onClick={() => void exportFhir()}
      >
        Export FHIR
      </Button>
      {canArchive && !isArchived ? (
        <Button variant="outline" size="sm" onClick={() => setDialog('archive')}>
          Archive
        </Button>
      ) : null}
      {canArchive && isArchived ? (
        <Button variant="outline" size="sm" onClick={() => setDialog('restore')}>
          Restore
        </Button>
      ) : null}
      {access.isSuperAdmin ? (
        <Button variant="danger" size="sm" onClick={() => setDialog('erase')}>
          Erase permanently
        </Button>
      ) : null}
      <Link asChild fontSize="sm" textDecoration="underline" color="brand.fg">
        <RouterLink to={DUPLICATES_PATH}>Find duplicates</RouterLink>
      </Link>
      <ConfirmDialog
        isOpen={dialog === 'archive'}
        title={`Archive ${name}?`}
        message="The record leaves the patient list and search, and stays whole for the audit trail. An admin can restore it."
        confirmLabel="Archive"
        pendingLabel="Archiving..."
        onConfirm={() => api.call('archivePatient', { params: { id: patient.id } })}
        onDone={done(`${name} was archived.`)}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        isOpen={dialog === 'restore'}
        title={`Restore ${name}?`}
        message="The record is back in the patient list and search."
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        isDestructive={false}
        onConfirm={() => api.call('restorePatient', { params: { id: patient.id } })}
        onDone={done(`${name} was restored.`)}
        onClose={() => setDialog(null)}
      />
      {dialog === 'erase' ? <EraseDialog patient={patient} onClose={() => setDialog(null)} /> : null}
    </HStack>
  );
}
