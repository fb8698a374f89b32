import { Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { NOTE_LIMITS, NoteAddendumRequest, type ProviderNote } from '@clinio/contracts';
import { Button, ConfirmDialog, DateTimeText, toast } from '@clinio/design-system';
import { messageOfError, useRemote } from '@clinio/platform';
import { useState } from 'react';

/** Adds a signed, dated addendum to a signed note. */
export function AddendumForm({ noteId, onAdded }: { noteId: string; onAdded: () => void }) {
  const { api } = useRemote();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  async function submit() {
    const checked = NoteAddendumRequest.safeParse({ text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Write the addendum');
      return;
    }
    setIsSending(true);
    setError(null);
    try {
      await api.call('addProviderNoteAddendum', { params: { id: noteId }, body: checked.data });
      setText('');
      toast.success('The addendum is signed and added.');
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
        <Field.Label>New addendum</Field.Label>
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={NOTE_LIMITS.addendumText}
        />
        <Field.HelperText>It is signed with your name and the time as soon as you add it.</Field.HelperText>
        {error === null ? null : <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
      </Field.Root>
      <HStack>
        <Button type="submit" variant="outline" loading={isSending} loadingText="Adding...">
          Sign and add addendum
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
  const { api } = useRemote();
  const [isConfirming, setIsConfirming] = useState(false);
  const isShared = note.shared_with_patient_at !== null;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" px="4" py="3">
      <Text fontWeight="600">Patient portal</Text>
      {isShared ? (
        <Text fontSize="sm">
          Shared with the patient on <DateTimeText value={note.shared_with_patient_at} timeZone={timeZone} />.
          They can read it, with its addenda, in their portal.
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Not shared. The patient does not see this note.
        </Text>
      )}
      <HStack>
        <Button size="sm" variant={isShared ? 'outline' : 'primary'} onClick={() => setIsConfirming(true)}>
          {isShared ? 'Stop sharing' : 'Share with patient'}
        </Button>
      </HStack>
      <ConfirmDialog
        isOpen={isConfirming}
        title={isShared ? 'Stop sharing this note?' : 'Share this note with the patient?'}
        message={
          isShared
            ? 'The note leaves the patient’s portal. Anything they printed or saved stays with them.'
            : 'The patient will read the whole note and its addenda in their portal.'
        }
        confirmLabel={isShared ? 'Stop sharing' : 'Share'}
        pendingLabel={isShared ? 'Stopping...' : 'Sharing...'}
        isDestructive={isShared}
        onConfirm={() =>
          api.call(isShared ? 'unshareProviderNote' : 'shareProviderNote', { params: { id: note.id } })
        }
        onDone={() => {
          setIsConfirming(false);
          toast.success(isShared ? 'The note is no longer shared.' : 'The note is shared with the patient.');
          onChanged();
        }}
        onClose={() => setIsConfirming(false)}
      />
    </Stack>
  );
}
