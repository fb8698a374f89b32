import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { PATIENT_IMPORT_MAX_ROWS, type PatientImportDraft } from '@clinio/contracts';
import { Button, FormAlert, useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { staffCatalog } from '../staff-texts/catalog';
import { checkCsvFile } from './import-model';
import { messageOf } from './screen-frame';

/**
 * Step 1: choose a CSV (file input or drag and drop). The browser checks the type and size; the
 * server reads the file, guesses the mapping and answers the draft with its first rows.
 */
export function UploadStep({ onUploaded }: { onUploaded: (draft: PatientImportDraft) => void }) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const isUploading = progress !== undefined;

  async function upload(file: File | undefined) {
    if (file === undefined || isUploading) return;
    const problem = checkCsvFile(file);
    setError(problem);
    if (problem !== null) return;
    const body = new FormData();
    body.append('file', file);
    setProgress(null);
    try {
      const draft = await api.call(
        'createPatientImport',
        { body },
        {
          onUploadProgress: (step) =>
            setProgress(step.total ? Math.round((step.loaded / step.total) * 100) : null),
        },
      );
      onUploaded(draft);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setProgress(undefined);
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    void upload(file);
  }

  function dropped(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    void upload(event.dataTransfer.files[0]);
  }

  return (
    <Stack as="section" aria-labelledby={`${inputId}-title`} gap="3">
      <Text as="h2" id={`${inputId}-title`} fontSize="lg" fontWeight="600">
        {t('upload.title')}
      </Text>
      <Box
        data-testid="import-drop-zone"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={isDragging ? 'brand.solid' : 'border'}
        bg={isDragging ? 'brand.subtle' : undefined}
        borderRadius="lg"
        px="4"
        py="8"
        textAlign="center"
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={dropped}
      >
        <Stack gap="3" align="center">
          <Text>{t('upload.drop')}</Text>
          <chakra.input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            srOnly
            aria-label={t('upload.fileLabel')}
            onChange={chosen}
            aria-describedby={`${inputId}-hint`}
          />
          <Button
            variant="outline"
            loading={isUploading}
            loadingText={
              progress === null || progress === undefined
                ? t('upload.uploading')
                : t('upload.uploadingPercent', { progress })
            }
            onClick={() => input.current?.click()}
          >
            {t('upload.choose')}
          </Button>
          <Text id={`${inputId}-hint`} fontSize="sm" color="fg.muted">
            {t('upload.hint', { max: PATIENT_IMPORT_MAX_ROWS.toLocaleString('en') })}
          </Text>
        </Stack>
      </Box>
      {error !== null ? <FormAlert>{error}</FormAlert> : null}
    </Stack>
  );
}
