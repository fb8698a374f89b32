import { fieldErrorsOf } from '@clinio/contracts';
import { ApiError } from '@clinio/platform';
import type { Translate } from './catalog';
import { pickFieldErrors, type ContactFieldErrors } from './contact-draft';

export interface ContactFailure {
  fields: ContactFieldErrors;
  message: string;
}

/** Turns a failed send into inline field messages and one sentence for the top of the form. */
export function describeContactFailure(error: unknown, t: Translate): ContactFailure {
  const kept = t('contact.failure.kept');
  if (!(error instanceof ApiError)) {
    return { fields: {}, message: `${t('contact.failure.unknown')} ${kept}` };
  }
  // The client's own failures (network_error) and the API's codes share one switch.
  switch (error.code ?? 'unknown') {
    case 'validation_error': {
      const fields = pickFieldErrors(fieldErrorsOf(error.response?.data));
      const hasFieldErrors = Object.keys(fields).length > 0;
      return {
        fields,
        message: hasFieldErrors ? t('contact.failure.fields') : `${error.message} ${kept}`,
      };
    }
    case 'rate_limited':
      return {
        fields: {},
        message: `${t('contact.failure.rateLimited')} ${kept}`,
      };
    case 'network_error':
      return {
        fields: {},
        message: `${t('contact.failure.network')} ${kept}`,
      };
    default:
      return {
        fields: {},
        message: `${t('contact.failure.other')} ${kept}`,
      };
  }
}
