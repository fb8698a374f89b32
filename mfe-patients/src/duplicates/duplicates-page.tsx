import { Badge, Box, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  DUPLICATE_REASON_LABELS,
  formatInTimeZone,
  type DuplicatePair,
  type ListDefinition,
  type PatientSummary,
} from '@clinio/contracts';
import { Button, EmptyState, Pager, QueryState, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useListParams, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NotAllowed, ScreenFrame, messageOf, patientLabel, useCan } from '../import/screen-frame';
import { staffCatalog } from '../staff-texts/catalog';
import { mergePath } from './merge-model';

export const DUPLICATE_LIST: ListDefinition<never> = { filters: [], pageSize: 20 };

/** /dashboard/patients/duplicates: pairs the duplicate rule finds, to merge or to dismiss. */
export function DuplicatesPage() {
  const t = useT(staffCatalog);
  const can = useCan();
  const { api } = useRemote();
  const allowed = can('patients_update');
  const list = useListParams(DUPLICATE_LIST);
  const { page } = list.query;
  const pairs = useEndpointQuery(
    'listDuplicatePatients',
    allowed
      ? { query: { skip: (page - 1) * DUPLICATE_LIST.pageSize, limit: DUPLICATE_LIST.pageSize } }
      : null,
  );
  const [busy, setBusy] = useState<string | null>(null);

  async function dismiss(pair: DuplicatePair) {
    const key = `${pair.a.id}:${pair.b.id}`;
    setBusy(key);
    try {
      await api.call('dismissDuplicatePatients', { body: { patient_a: pair.a.id, patient_b: pair.b.id } });
      toast.success(
        t('duplicates.dismissed', { a: pair.a.chart_number, b: pair.b.chart_number }),
        t('duplicates.notDuplicate'),
      );
      pairs.reload();
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(null);
    }
  }

  const data = pairs.data;
  return (
    <ScreenFrame title={t('duplicates.title')} lead={t('duplicates.lead')}>
      {!allowed ? (
        <NotAllowed what={t('duplicates.notAllowedWhat')} />
      ) : (
        <QueryState
          query={pairs}
          hasData={data !== null}
          isEmpty={data?.total === 0}
          empty={<EmptyState title={t('duplicates.emptyTitle')} message={t('duplicates.emptyMessage')} />}
          label={t('duplicates.loading')}
        >
          {data ? (
            <>
              <Stack as="ul" gap="4" listStyleType="none" aria-label={t('duplicates.title')}>
                {data.results.map((pair) => {
                  const key = `${pair.a.id}:${pair.b.id}`;
                  return (
                    <Box as="li" key={key} borderWidth="1px" borderRadius="md" p="4">
                      <Stack gap="3">
                        <HStack gap="2" wrap="wrap">
                          {pair.reasons.map((reason) => (
                            <Badge key={reason} colorPalette="orange" variant="subtle">
                              {DUPLICATE_REASON_LABELS[reason]}
                            </Badge>
                          ))}
                        </HStack>
                        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                          <PatientCard patient={pair.a} />
                          <PatientCard patient={pair.b} />
                        </SimpleGrid>
                        <HStack gap="2" wrap="wrap">
                          <Button asChild size="sm">
                            <RouterLink
                              to={mergePath(pair.a.id, pair.b.id)}
                              aria-label={t('duplicates.reviewLabel', {
                                a: patientLabel(pair.a),
                                b: patientLabel(pair.b),
                              })}
                            >
                              {t('duplicates.review')}
                            </RouterLink>
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            loading={busy === key}
                            onClick={() => void dismiss(pair)}
                            aria-label={t('duplicates.notDuplicateLabel', {
                              a: patientLabel(pair.a),
                              b: patientLabel(pair.b),
                            })}
                          >
                            {t('duplicates.notDuplicate')}
                          </Button>
                        </HStack>
                      </Stack>
                    </Box>
                  );
                })}
              </Stack>
              <Pager
                page={page}
                pageSize={DUPLICATE_LIST.pageSize}
                total={data.total}
                noun={t('duplicates.noun', { count: data.total })}
                onPage={list.setPage}
              />
            </>
          ) : null}
        </QueryState>
      )}
    </ScreenFrame>
  );
}

function PatientCard({ patient }: { patient: PatientSummary }) {
  const t = useT(staffCatalog);
  const born =
    patient.date_of_birth === null
      ? t('duplicates.noBirthDate')
      : t('duplicates.born', {
          date: formatInTimeZone(`${patient.date_of_birth}T12:00:00Z`, { timeZone: 'UTC', style: 'date' }),
        });
  return (
    <Stack gap="0.5" bg="bg.muted" borderRadius="md" px="3" py="2" minWidth="0">
      <Link asChild color="brand.fg" fontWeight="600">
        <RouterLink
          to={`/dashboard/patients/${patient.id}`}
        >{`${patient.first_name} ${patient.last_name}`}</RouterLink>
      </Link>
      <Text fontSize="sm">{patient.chart_number}</Text>
      <Text fontSize="sm">{born}</Text>
      <Text fontSize="sm" wordBreak="break-word">
        {[patient.phone_number, patient.email].filter((value) => value !== '').join(' · ') ||
          t('duplicates.noContact')}
      </Text>
    </Stack>
  );
}
