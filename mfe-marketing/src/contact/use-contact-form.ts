import type { ContactResponse } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useState } from 'react';
import { catalog } from './catalog';
import {
  checkContactDraft,
  EMPTY_CONTACT_DRAFT,
  type ContactDraft,
  type ContactFieldErrors,
} from './contact-draft';
import { describeContactFailure } from './contact-failure';

export type ContactStatus = 'editing' | 'sending' | 'sent';

/** The contact form's state: the draft survives every failure and is cleared only after success. */
export function useContactForm() {
  const { api } = useRemote();
  const t = useT(catalog);
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_CONTACT_DRAFT);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<ContactStatus>('editing');
  const [receipt, setReceipt] = useState<ContactResponse | null>(null);
  // Bumped on each rejected attempt so the form can move focus to the first problem.
  const [attempt, setAttempt] = useState(0);

  function update<K extends keyof ContactDraft>(field: K, value: ContactDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  async function submit() {
    if (status === 'sending') return;
    const check = checkContactDraft(draft);
    if (!check.ok) {
      setErrors(check.errors);
      setFormError(null);
      setAttempt((value) => value + 1);
      return;
    }
    setStatus('sending');
    setFormError(null);
    try {
      setReceipt(await api.call('sendContactMessage', { body: check.request }));
      setStatus('sent');
    } catch (error) {
      const failure = describeContactFailure(error, t);
      setErrors(failure.fields);
      setFormError(failure.message);
      setStatus('editing');
      setAttempt((value) => value + 1);
    }
  }

  function startOver() {
    setDraft(EMPTY_CONTACT_DRAFT);
    setErrors({});
    setFormError(null);
    setReceipt(null);
    setStatus('editing');
  }

  return { draft, errors, formError, status, receipt, attempt, update, submit, startOver };
}
