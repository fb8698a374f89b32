import { Box, HStack, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import {
  PATIENT_FIELD_LABELS,
  PATIENT_SEX_LABELS,
  type PatientField,
  type PatientRecord,
} from '@clinio/contracts';
import { Button, Form, FormActions, formatBirthDate, toast, useT } from '@clinio/design-system';
import {
  formatPhone,
  useForm,
  usePhoneFormat,
  useInvalidateApi,
  useRemote,
  useUnsavedChangesGuard,
} from '@clinio/platform';
import { useState } from 'react';
import { useAccess } from '../common/access';
import type { ClinicFacts } from '../common/use-clinic';
import { SECTIONS, SectionFields, type SectionKey } from '../new/patient-fields';
import { checkUpdate, draftOf, type PatientDraft } from '../new/patient-draft';
import { staffCatalog } from '../staff-texts/catalog';

function shownValue(patient: PatientRecord, field: PatientField, clinic: ClinicFacts): string {
  switch (field) {
    case 'date_of_birth':
      return formatBirthDate(patient.date_of_birth);
    case 'sex':
      return PATIENT_SEX_LABELS[patient.sex];
    case 'phone_number':
    case 'emergency_contact_phone':
      return formatPhone(patient[field], clinic.country);
    case 'branch_id':
      return clinic.branchName(patient.branch_id) ?? '';
    case 'allergies':
    case 'alerts':
    case 'tags':
      return patient[field].join(', ');
    default:
      return patient[field];
  }
}

function SectionEditor({
  patient,
  section,
  clinic,
  onDone,
}: {
  patient: PatientRecord;
  section: (typeof SECTIONS)[number];
  clinic: ClinicFacts;
  onDone: (saved: PatientRecord | null) => void;
}) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const form = useForm({
    initial: () => draftOf(patient, (e164) => formatPhone(e164, clinic.country)),
    check: (draft: PatientDraft) => checkUpdate(draft, section.fields),
    send: async (body) => {
      const saved = await api.call('updatePatient', { params: { id: patient.id }, body });
      onDone(saved);
    },
  });
  useUnsavedChangesGuard(form.isDirty);
  return (
    <Form form={form} label={t('overview.editLabel', { section: section.title.toLowerCase() })}>
      <SectionFields form={form} section={section.key} branches={clinic.branches} />
      <FormActions
        isSending={form.isSending}
        submitLabel={t('overview.save')}
        sendingText={t('overview.saving')}
        onCancel={() => onDone(null)}
      />
    </Form>
  );
}

/** The Overview tab: the record by section, each edited in place (PATCH of that section's fields). */
export function OverviewTab({
  patient,
  clinic,
  onSaved,
}: {
  patient: PatientRecord;
  clinic: ClinicFacts;
  onSaved: () => void;
}) {
  const t = useT(staffCatalog);
  // Renders again once the phone formatter has loaded.
  usePhoneFormat();
  const access = useAccess();
  const invalidate = useInvalidateApi();
  const [editing, setEditing] = useState<SectionKey | null>(null);
  const canEdit = access.can('patients_update') && patient.merged_into === null;

  return (
    <Stack gap="4">
      {SECTIONS.map((section) => {
        const titleId = `section-${section.key}`;
        return (
          <Box
            as="section"
            key={section.key}
            aria-labelledby={titleId}
            borderWidth="1px"
            borderRadius="md"
            p="4"
          >
            <HStack justify="space-between" mb="3" gap="2" wrap="wrap">
              <Heading as="h2" id={titleId} fontSize="lg">
                {section.title}
              </Heading>
              {canEdit && editing !== section.key ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('overview.editLabel', { section: section.title.toLowerCase() })}
                  disabled={editing !== null}
                  onClick={() => setEditing(section.key)}
                >
                  {t('overview.edit')}
                </Button>
              ) : null}
            </HStack>
            {editing === section.key ? (
              <SectionEditor
                patient={patient}
                section={section}
                clinic={clinic}
                onDone={(saved) => {
                  setEditing(null);
                  if (saved !== null) {
                    toast.success(`${section.title} saved.`);
                    void invalidate('/api/patients');
                    onSaved();
                  }
                }}
              />
            ) : (
              <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
                {section.fields.map((field) => {
                  const value = shownValue(patient, field, clinic);
                  return (
                    <Box key={field} minWidth="0">
                      <chakra.dt fontSize="sm" color="fg.muted">
                        {PATIENT_FIELD_LABELS[field]}
                      </chakra.dt>
                      <chakra.dd whiteSpace="pre-wrap" overflowWrap="anywhere">
                        {value.trim() === '' || value === '—' ? (
                          <Text as="span" color="fg.muted">
                            {t('overview.notRecorded')}
                          </Text>
                        ) : (
                          value
                        )}
                      </chakra.dd>
                    </Box>
                  );
                })}
              </SimpleGrid>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
