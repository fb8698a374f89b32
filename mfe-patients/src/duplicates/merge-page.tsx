import { Box, HStack, List, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { isUuid, type PatientRecord } from '@clinio/contracts';
import { Button, ConfirmDialog, FormAlert, PageSpinner, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NotAllowed, ScreenFrame, patientLabel, useCan } from '../import/screen-frame';
import { staffCatalog } from '../staff-texts/catalog';
import {
  CHOICE_FIELDS,
  LIST_FIELDS,
  defaultChoices,
  defaultSurvivor,
  differingFields,
  mergeFieldLabel,
  mergedList,
  movedSentence,
  otherSide,
  shownValue,
  takeFromMerged,
  type ChoiceField,
  type Choices,
  type Side,
} from './merge-model';

/** /dashboard/patients/merge?a=…&b=…: both records side by side, then one surviving record. */
export function MergePage() {
  const t = useT(staffCatalog);
  const can = useCan();
  const [params] = useSearchParams();
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  const valid = isUuid(a) && isUuid(b) && a !== b;
  const allowed = can('patients_update');
  const recordA = useEndpointQuery('getPatient', allowed && valid ? { params: { id: a } } : null);
  const recordB = useEndpointQuery('getPatient', allowed && valid ? { params: { id: b } } : null);

  let body;
  if (!allowed) body = <NotAllowed what={t('duplicates.notAllowedWhat')} />;
  else if (!valid) body = <FormAlert>{t('merge.chooseTwo')}</FormAlert>;
  else if (recordA.error !== null || recordB.error !== null) {
    body = (
      <FormAlert>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text>{recordA.error ?? recordB.error}</Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              recordA.reload();
              recordB.reload();
            }}
          >
            {t('merge.tryAgain')}
          </Button>
        </HStack>
      </FormAlert>
    );
  } else if (recordA.data === null || recordB.data === null) {
    body = <PageSpinner fullPage={false} label={t('merge.loading')} />;
  } else {
    body = <MergeForm key={`${a}:${b}`} records={{ a: recordA.data, b: recordB.data }} />;
  }
  return (
    <ScreenFrame title={t('merge.title')} lead={t('merge.lead')}>
      {body}
    </ScreenFrame>
  );
}

function MergeForm({ records }: { records: Record<Side, PatientRecord> }) {
  const t = useT(staffCatalog);
  const { api, navigate } = useRemote();
  const me = useEndpointQuery('getMe', {});
  const branchName = (id: string) =>
    me.data?.branches.find((branch) => branch.id === id)?.name ?? t('merge.anotherBranch');
  const [survivor, setSurvivor] = useState<Side>(() => defaultSurvivor(records.a, records.b));
  const [choices, setChoices] = useState<Choices>(() => defaultChoices(records, survivor));
  const [isConfirming, setIsConfirming] = useState(false);
  const survivorId = useId();
  const merged = otherSide(survivor);
  const differing = differingFields(records.a, records.b);
  const same = CHOICE_FIELDS.filter(
    (field) => !differing.includes(field) && shownValue(records.a, field) !== '',
  );
  const taken = takeFromMerged(choices, survivor);
  const inactive = (['a', 'b'] as const).filter((side) => records[side].merged_into !== null);

  function chooseSurvivor(side: Side) {
    setSurvivor(side);
    setChoices(defaultChoices(records, side));
  }

  if (inactive.length > 0) {
    return (
      <FormAlert>
        {t('merge.alreadyMerged', { patient: patientLabel(records[inactive[0] ?? 'a']) })}
      </FormAlert>
    );
  }

  return (
    <Stack gap="8">
      <chakra.fieldset>
        <chakra.legend id={survivorId} fontSize="lg" fontWeight="600" mb="3">
          {t('merge.whichStays')}
        </chakra.legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {(['a', 'b'] as const).map((side) => (
            <RadioCard
              key={side}
              name="survivor"
              checked={survivor === side}
              onChange={() => chooseSurvivor(side)}
              title={t('merge.keep', { patient: patientLabel(records[side]) })}
              detail={t(records[side].has_portal_account ? 'merge.createdWithPortal' : 'merge.created', {
                date: records[side].created_at.slice(0, 10),
              })}
            />
          ))}
        </SimpleGrid>
      </chakra.fieldset>

      <Stack as="section" aria-labelledby="merge-fields" gap="4">
        <Box>
          <Text as="h2" id="merge-fields" fontSize="lg" fontWeight="600">
            {t('merge.differTitle')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {differing.length === 0 ? t('merge.noDifference') : t('merge.chooseEach')}
          </Text>
        </Box>
        {differing.map((field) => (
          <FieldChoice
            key={field}
            field={field}
            records={records}
            choice={choices[field] ?? survivor}
            branchName={branchName}
            onChoose={(side) => setChoices((current) => ({ ...current, [field]: side }))}
          />
        ))}
        {same.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('merge.sameInBoth', { fields: same.map(mergeFieldLabel).join(', ') })}
          </Text>
        ) : null}
      </Stack>

      <Stack as="section" aria-labelledby="merge-lists" gap="2">
        <Text as="h2" id="merge-lists" fontSize="lg" fontWeight="600">
          {t('merge.listsTitle')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('merge.listsHint')}
        </Text>
        <List.Root gap="1" ps="5">
          {LIST_FIELDS.map((field) => {
            const values = mergedList(records[survivor], records[merged], field);
            return (
              <List.Item key={field}>
                {t('merge.listValues', {
                  field: mergeFieldLabel(field),
                  values: values.length === 0 ? t('merge.none') : values.join(', '),
                })}
              </List.Item>
            );
          })}
        </List.Root>
      </Stack>

      <Stack as="section" aria-labelledby="merge-summary" gap="3">
        <Text as="h2" id="merge-summary" fontSize="lg" fontWeight="600">
          {t('merge.whatHappens')}
        </Text>
        <MergeSummary records={records} survivor={survivor} taken={taken} />
        <Box>
          <Button onClick={() => setIsConfirming(true)}>{t('merge.mergeRecords')}</Button>
        </Box>
      </Stack>

      <ConfirmDialog
        isOpen={isConfirming}
        title={t('merge.confirmTitle')}
        message={t('merge.confirmMessage', {
          merged: patientLabel(records[merged]),
          survivor: patientLabel(records[survivor]),
        })}
        confirmLabel={t('merge.confirm')}
        pendingLabel={t('merge.merging')}
        onConfirm={async () => {
          const answer = await api.call('mergePatients', {
            body: {
              survivor_id: records[survivor].id,
              merged_id: records[merged].id,
              take_from_merged: taken,
            },
          });
          toast.success(
            t('merge.merged', {
              merged: patientLabel(records[merged]),
              survivor: patientLabel(answer.patient),
              moved: movedSentence(answer.moved),
            }),
            t('merge.mergedTitle'),
          );
          return answer;
        }}
        onDone={() => {
          setIsConfirming(false);
          navigate(`/dashboard/patients/${records[survivor].id}`);
        }}
        onClose={() => setIsConfirming(false)}
      />
    </Stack>
  );
}

function MergeSummary({
  records,
  survivor,
  taken,
}: {
  records: Record<Side, PatientRecord>;
  survivor: Side;
  taken: ChoiceField[];
}) {
  const t = useT(staffCatalog);
  const merged = otherSide(survivor);
  return (
    <List.Root gap="1" ps="5" data-testid="merge-summary">
      <List.Item>{t('merge.summaryStays', { patient: patientLabel(records[survivor]) })}</List.Item>
      <List.Item>
        {taken.length === 0
          ? t('merge.summaryKeepsOwn')
          : t('merge.summaryTakes', { fields: taken.map(mergeFieldLabel).join(', ') })}
      </List.Item>
      <List.Item>{t('merge.summaryLists')}</List.Item>
      <List.Item>{t('merge.summaryMoves', { patient: patientLabel(records[merged]) })}</List.Item>
      <List.Item>{t('merge.summaryArchived', { patient: patientLabel(records[merged]) })}</List.Item>
    </List.Root>
  );
}

function FieldChoice({
  field,
  records,
  choice,
  branchName,
  onChoose,
}: {
  field: ChoiceField;
  records: Record<Side, PatientRecord>;
  choice: Side;
  branchName: (id: string) => string;
  onChoose: (side: Side) => void;
}) {
  const t = useT(staffCatalog);
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="md" px="3" pb="3" data-testid={`merge-field-${field}`}>
      <chakra.legend px="1" fontWeight="600">
        {mergeFieldLabel(field)}
      </chakra.legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        {(['a', 'b'] as const).map((side) => {
          const value = shownValue(records[side], field, branchName);
          return (
            <RadioCard
              key={side}
              name={`field-${field}`}
              checked={choice === side}
              onChange={() => onChoose(side)}
              title={value === '' ? t('merge.empty') : value}
              detail={t('merge.from', { chartNumber: records[side].chart_number })}
              label={t('merge.choiceLabel', {
                field: mergeFieldLabel(field),
                value: value === '' ? t('merge.emptyValue') : value,
                chartNumber: records[side].chart_number,
              })}
            />
          );
        })}
      </SimpleGrid>
    </chakra.fieldset>
  );
}

function RadioCard({
  name,
  checked,
  onChange,
  title,
  detail,
  label,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  detail: string;
  label?: string;
}) {
  const id = useId();
  return (
    <chakra.label
      htmlFor={id}
      display="flex"
      alignItems="flex-start"
      gap="2.5"
      borderWidth="1px"
      borderColor={checked ? 'brand.solid' : 'border'}
      borderRadius="md"
      px="3"
      py="2"
      cursor="pointer"
      minWidth="0"
    >
      <chakra.input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        aria-label={label}
        mt="1"
        flexShrink="0"
        accentColor="var(--clinio-brand-primary, #3e16d0)"
      />
      <Stack gap="0" minWidth="0">
        <Text fontWeight="500" wordBreak="break-word">
          {title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      </Stack>
    </chakra.label>
  );
}
