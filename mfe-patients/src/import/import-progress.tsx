import { DataList, Stack, Text } from '@chakra-ui/react';
import type { PatientImport } from '@clinio/contracts';
import { JobProgressView, useT } from '@clinio/design-system';
import { importProgress } from './import-model';
import { staffCatalog } from '../staff-texts/catalog';

/** The counts of an import, as a list of labelled numbers. */
export function ImportCounts({ item }: { item: PatientImport }) {
  const counts: [string, number, string][] = [
    ['Rows read', item.processed_rows, 'processed'],
    ['Imported', item.imported_rows, 'imported'],
    ['Skipped', item.skipped_rows, 'skipped'],
    ['Possible duplicates', item.duplicate_rows, 'duplicates'],
  ];
  // The grid is the list itself: a <dl> holds only its items.
  return (
    <DataList.Root
      orientation="vertical"
      display="grid"
      gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
      gap="4"
    >
      {counts.map(([label, value, key]) => (
        <DataList.Item key={key} borderWidth="1px" borderRadius="md" px="3" py="2">
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue fontSize="xl" fontWeight="600" data-testid={`import-count-${key}`}>
            {value.toLocaleString('en')}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** A queued or running import: the progress bar (processed of total) and the counts so far. */
export function ImportProgress({ item }: { item: PatientImport }) {
  const t = useT(staffCatalog);
  return (
    <Stack as="section" aria-labelledby="import-progress-title" gap="5">
      <Text as="h2" id="import-progress-title" fontSize="lg" fontWeight="600">
        {item.status === 'queued' ? t('importProgress.waiting') : t('importProgress.importing')}
      </Text>
      <JobProgressView
        job={importProgress(item)}
        label={t('importProgress.label', { file: item.file_name })}
      />
      <ImportCounts item={item} />
      <Text fontSize="sm" color="fg.muted">
        {t('importProgress.hint')}
      </Text>
    </Stack>
  );
}
