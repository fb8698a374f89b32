import { Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { NOTE_LIMITS, NoteAddendumRequest, type ProviderNote } from '@clinio/contracts';
import { Button, ConfirmDialog, DateTimeText, toast, useT } from '@clinio/design-system';
import { messageOfError, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { staffCatalog } from '../staff-texts/catalog';

/** Adds a signed, dated addendum to a signed note. */
export function AddendumForm({ noteId, onAdded }: { noteId: string; onAdded: () => void }) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  async function submit() {
    const checked = NoteAddendumRequest.safeParse({ text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t('notes.addendum.write'));
      return;
    }
    setIsSending(true);
    setError(null);
    try {
      await api.call('addProviderNoteAddendum', { params: { id: noteId }, body: checked.data });
      setText('');
      toast.success(t('notes.addendum.added'));
      onAdded();
    } catch (failure) {
      setError(messageOfError(failure));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field.Root invalid={error !== null}>
        <Field.Label>{t('notes.addendum.label')}</Field.Label>
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={NOTE_LIMITS.addendumText}
        />
        <Field.HelperText>{t('notes.addendum.helper')}</Field.HelperText>
        {error === null ? null : <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
      </Field.Root>
      <HStack>
        <Button type="submit" variant="outline" loading={isSending} loadingText={t('notes.addendum.adding')}>
          {t('notes.addendum.submit')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** Shares a signed note with the patient (they read it in the portal), or stops sharing it. */
export function ShareControl({
  note,
  timeZone,
  onChanged,
}: {
  note: ProviderNote;
  timeZone?: string | undefined;
  onChanged: () => void;
}) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const [isConfirming, setIsConfirming] = useState(false);
  const isShared = note.shared_with_patient_at !== null;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" px="4" py="3">
      <Text fontWeight="600">{t('notes.share.title')}</Text>
      {isShared ? (
        <Text fontSize="sm">
          {t('notes.share.sharedOnBeforeDate')}{' '}
          <DateTimeText value={note.shared_with_patient_at} timeZone={timeZone} />
          {t('notes.share.sharedOnAfterDate')}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('notes.share.notShared')}
        </Text>
      )}
      <HStack>
        <Button size="sm" variant={isShared ? 'outline' : 'primary'} onClick={() => setIsConfirming(true)}>
          {isShared ? t('notes.share.stop') : t('notes.share.share')}
        </Button>
      </HStack>
      <ConfirmDialog
        isOpen={isConfirming}
        title={isShared ? t('notes.share.stopTitle') : t('notes.share.shareTitle')}
        message={isShared ? t('notes.share.stopMessage') : t('notes.share.shareMessage')}
        confirmLabel={isShared ? t('notes.share.stop') : t('notes.share.confirm')}
        pendingLabel={isShared ? t('notes.share.stopping') : t('notes.share.sharing')}
        isDestructive={isShared}
        onConfirm={() =>
          api.call(isShared ? 'unshareProviderNote' : 'shareProviderNote', { params: { id: note.id } })
        }
        onDone={() => {
          setIsConfirming(false);
          toast.success(isShared ? t('notes.share.stopped') : t('notes.share.shared'));
          onChanged();
        }}
        onClose={() => setIsConfirming(false)}
      />
    </Stack>
  );
}
