import { Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { NOTE_LIMITS, type ProviderNote } from '@clinio/contracts';
import { Button, ConfirmDialog, FormAlert, toast, useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState } from 'react';
import { staffCatalog } from '../staff-texts/catalog';
import { canSign, saveLabel } from './draft-model';
import { useDraftAutosave } from './use-draft-autosave';

/**
 * The author's draft: a text box per section of its template, saved as they type (the indicator
 * says where the text is), and Sign, which asks first because a signed note cannot be changed.
 */
export function DraftEditor({ note, onSigned }: { note: ProviderNote; onSigned: () => void }) {
  const t = useT(staffCatalog);
  const { api } = useRemote();
  const { state, edit, flushAll } = useDraftAutosave(note);
  const [isConfirming, setIsConfirming] = useState(false);
  const isConflict = state.status === 'conflict';

  async function sign() {
    const saved = await flushAll();
    if (saved.status === 'conflict' || Object.keys(saved.pending).length > 0) {
      throw new Error(t('draft.notSaved'));
    }
    await api.call('signProviderNote', { params: { id: note.id }, body: { version: saved.version } });
  }

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text
          fontSize="sm"
          color={state.status === 'error' || isConflict ? 'red.700' : 'fg.muted'}
          role="status"
          aria-live="polite"
          data-testid="autosave-status"
        >
          {saveLabel(state.status)}
        </Text>
        <Button onClick={() => setIsConfirming(true)} disabled={!canSign(state, note.sections)}>
          {t('draft.sign')}
        </Button>
      </HStack>
      {isConflict ? (
        <FormAlert>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text>{t('draft.conflict')}</Text>
            <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
              {t('draft.reload')}
            </Button>
          </HStack>
        </FormAlert>
      ) : null}
      {note.sections.map((section) => (
        <Field.Root key={section.key} disabled={isConflict}>
          <Field.Label fontWeight="600">{section.label}</Field.Label>
          <Textarea
            value={state.texts[section.key] ?? ''}
            onChange={(event) => edit(section.key, event.target.value)}
            maxLength={NOTE_LIMITS.sectionText}
            autoresize
            minHeight="24"
          />
        </Field.Root>
      ))}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('draft.signTitle')}
        message={t('draft.signMessage')}
        confirmLabel={t('draft.sign')}
        pendingLabel={t('draft.signing')}
        isDestructive={false}
        onConfirm={sign}
        onDone={() => {
          setIsConfirming(false);
          toast.success(t('draft.signed'));
          onSigned();
        }}
        onClose={() => setIsConfirming(false)}
      />
    </Stack>
  );
}
