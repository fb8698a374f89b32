import { Badge, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { FORM_TYPE_LABELS } from '@clinio/contracts';
import { Button, DateTimeText, EmptyState, Pager, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery, useLocalPage } from '@clinio/platform';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../common/access';
import { kioskPath } from '../common/paths';
import { PdfButton } from '../common/pdf-button';
import { staffCatalog } from '../staff-texts/catalog';

/** The chart's Forms tab: the forms the patient's visits still need, and every answer given. */
export function PatientFormsTab({ patientId }: { patientId: string }) {
  const t = useT(staffCatalog);
  const { may } = useViewer();
  const paperwork = useEndpointQuery('getPatientPaperwork', { params: { patientId } });
  const submissions = useEndpointQuery('listPatientFormSubmissions', { params: { patientId } });
  const waiting = (paperwork.data?.forms ?? []).filter((form) => form.submitted_at === null);
  const answered = submissions.data ?? [];
  const page = useLocalPage(answered);
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" fontSize="lg">
          {t('chart.toFill', { count: waiting.length })}
        </Heading>
        {may('patients_update') ? (
          <Button asChild size="sm">
            <RouterLink to={kioskPath(patientId)}>{t('chart.kiosk')}</RouterLink>
          </Button>
        ) : null}
      </HStack>
      <QueryState query={paperwork} hasData={paperwork.data !== null} label={t('chart.loading')}>
        {waiting.length === 0 ? (
          <Text color="fg.muted">{t('chart.nothingToFill')}</Text>
        ) : (
          <List.Root variant="plain" gap="1" aria-label={t('chart.waitingList')}>
            {waiting.map((form) => (
              <List.Item key={`${form.template_id}:${form.appointment_id}`}>
                <Text>
                  {form.name} · <DateTimeText value={form.appointment_start} />
                  {form.draft ? ` · ${t('chart.draft')}` : ''}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </QueryState>
      <Heading as="h2" fontSize="lg">
        {t('chart.answered')}
      </Heading>
      <QueryState
        query={submissions}
        hasData={submissions.data !== null}
        isEmpty={answered.length === 0}
        empty={<EmptyState title={t('chart.noAnswers')} />}
        label={t('chart.loading')}
      >
        <List.Root variant="plain" gap="2" aria-label={t('chart.answeredList')}>
          {page.items.map((submission) => (
            <List.Item key={submission.id} display="block" borderWidth="1px" borderRadius="md" p="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Stack gap="1">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{submission.form_name}</Text>
                    <Badge>{FORM_TYPE_LABELS[submission.form_type]}</Badge>
                    <Badge variant="outline">{t('list.version', { version: submission.version })}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t(submission.submitted_via === 'kiosk' ? 'chart.viaKiosk' : 'chart.viaPortal')}{' '}
                    <DateTimeText value={submission.submitted_at} />
                  </Text>
                </Stack>
                <PdfButton
                  url={`/api/form-submissions/${submission.id}/pdf`}
                  fileName={`${submission.form_name}.pdf`}
                  label={t('chart.pdfOf', { name: submission.form_name })}
                />
              </HStack>
            </List.Item>
          ))}
        </List.Root>
        <Pager {...page.pager} noun={t('chart.answersNoun')} />
      </QueryState>
    </Stack>
  );
}
