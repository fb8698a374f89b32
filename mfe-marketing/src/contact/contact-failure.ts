import { fieldErrorsOf } from '@clinio/contracts';
import { ApiError } from '@clinio/platform';
import { pickFieldErrors, type ContactFieldErrors } from './contact-draft';

export interface ContactFailure {
  fields: ContactFieldErrors;
  message: string;
}

const KEPT = 'Your message has not been lost; it is still in the form.';

/** Turns a failed send into inline field messages and one sentence for the top of the form. */
export function describeContactFailure(error: unknown): ContactFailure {
  if (!(error instanceof ApiError)) {
    return { fields: {}, message: `Something went wrong while sending. Please try again. ${KEPT}` };
  }
  // The client's own failures (network_error) and the API's codes share one switch.
  switch (error.code ?? 'unknown') {
    case 'validation_error': {
      const fields = pickFieldErrors(fieldErrorsOf(error.response?.data));
      const hasFieldErrors = Object.keys(fields).length > 0;
      return {
        fields,
        message: hasFieldErrors
          ? 'Please correct the highlighted fields and send again.'
          : `${error.message} ${KEPT}`,
      };
    }
    case 'rate_limited':
      return {
        fields: {},
        message: `You have sent several messages in a short time. Please wait a few minutes, then try again. ${KEPT}`,
      };
    case 'network_error':
      return {
        fields: {},
        message: `We could not reach our server. Check your connection and try again. ${KEPT}`,
      };
    default:
      return {
        fields: {},
        message: `We could not send your message just now. Please try again later. ${KEPT}`,
      };
  }
}
