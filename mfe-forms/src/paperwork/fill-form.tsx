import { Heading, Stack, Text, chakra } from '@chakra-ui/react';
import {
  REQUIRED_ANSWER_MESSAGE,
  fieldErrorsOf,
  keptAnswers,
  localizeForm,
  missingRequiredAnswers,
  type PaperworkForm,
} from '@clinio/contracts';
import { Button, FormAlert, useLocale, useT } from '@clinio/design-system';
import { ApiError, messageOfError } from '@clinio/platform';
import { useEffect, useState } from 'react';
import { catalog } from '../catalog';
import { FormRenderer, type AnswerMap } from '../renderer/form-renderer';
import type { PaperworkCalls } from './adapter';

/** The draft is kept this long after the last keystroke (a reload or a lost connection loses nothing). */
export const DRAFT_DELAY_MS = 800;

type DraftState = 'idle' | 'saving' | 'saved' | 'failed';

function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = fieldErrorsOf(error.response?.data ?? null);
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field.replace(/^answers\./, ''), message]),
  );
}

/** One form to fill: the renderer, the draft saved while typing, and the submission. */
export function FillForm({
  form,
  calls,
  onSubmitted,
  onCancel,
}: {
  form: PaperworkForm;
  calls: PaperworkCalls;
  onSubmitted: () => void;
  onCancel: () => void;
}) {
  const t = useT(catalog);
  // The clinic's own words in the reader's language where it wrote them (issue 22, ADR 062).
  const shown = localizeForm(form, useLocale());
  const [answers, setAnswers] = useState<AnswerMap>(form.draft ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [draft, setDraft] = useState<DraftState>('idle');
  const [isSending, setIsSending] = useState(false);
  const [typed, setTyped] = useState(0);
  useEffect(() => {
    if (typed === 0) return undefined;
    const timer = setTimeout(() => {
      setDraft('saving');
      calls.saveDraft(form, answers).then(
        () => setDraft('saved'),
        () => setDraft('failed'),
      );
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, answers, calls, form]);

  async function submit() {
    const missing = missingRequiredAnswers(form.form_schema, answers);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((key) => [key, t('fill.required')])));
      setFormError(t('fill.fixFields'));
      document
        .querySelector<HTMLElement>(
          `[data-field="${missing[0]}"] input, [data-field="${missing[0]}"] textarea, [data-field="${missing[0]}"] select`,
        )
        ?.focus();
      return;
    }
    setIsSending(true);
    setFormError(null);
    try {
      await calls.submit(form, keptAnswers(form.form_schema, answers));
      onSubmitted();
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([key, message]) => [
            key,
            message === REQUIRED_ANSWER_MESSAGE ? t('fill.required') : message,
          ]),
        ),
      );
      setFormError(Object.keys(fields).length > 0 ? t('fill.fixFields') : messageOfError(error));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <Stack as="section" aria-labelledby="fill-title" gap="4">
      <Stack gap="1">
        <Heading as="h2" id="fill-title" fontSize="xl" wordBreak="break-word">
          {shown.name}
        </Heading>
        {shown.description ? <Text color="fg.muted">{shown.description}</Text> : null}
      </Stack>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <chakra.form
        noValidate
        aria-labelledby="fill-title"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="5">
          <FormRenderer
            schema={shown.schema}
            optionLabel={shown.optionLabel}
            answers={answers}
            errors={errors}
            onChange={(key, value) => {
              setAnswers((current) => ({ ...current, [key]: value }));
              setErrors(({ [key]: _fixed, ...rest }) => rest);
              setTyped((count) => count + 1);
            }}
          />
          <Text
            fontSize="sm"
            color={draft === 'failed' ? 'red.700' : 'fg.muted'}
            role="status"
            data-testid="draft-status"
          >
            {draft === 'saving'
              ? t('fill.draftSaving')
              : draft === 'saved'
                ? t('fill.draftSaved')
                : draft === 'failed'
                  ? t('fill.draftFailed')
                  : ''}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <Button type="submit" loading={isSending} loadingText={t('fill.submitting')}>
              {t('fill.submit')}
            </Button>
            <Button variant="outline" onClick={onCancel} disabled={isSending}>
              {t('common.back')}
            </Button>
          </Stack>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
