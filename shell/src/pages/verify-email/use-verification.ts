import { ApiError, type ApiClient } from '@clinio/platform';
import { useEffect, useRef, useState } from 'react';
import { AUDIENCE_CALLS, type Audience } from '../common/audience';

export type VerificationState =
  { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string; canRetry: boolean };

function failureOf(error: unknown): VerificationState {
  if (error instanceof ApiError && error.status === 0) {
    return { status: 'failed', message: 'We could not reach Clinio. Check your connection.', canRetry: true };
  }
  if (error instanceof ApiError && error.status >= 500) {
    return { status: 'failed', message: 'Something went wrong on our side.', canRetry: true };
  }
  return { status: 'failed', message: 'This confirmation link is invalid or has expired.', canRetry: false };
}

/**
 * Posts the link's token once on arrival. The token works once, so a second effect run (React's
 * strict mode) reuses the request already out instead of spending the token twice.
 */
export function useVerification(api: ApiClient, audience: Audience, token: string) {
  const [state, setState] = useState<VerificationState>({ status: 'verifying' });
  const [round, setRound] = useState(0);
  const request = useRef<{ round: number; promise: Promise<unknown> } | null>(null);

  useEffect(() => {
    if (request.current?.round !== round) {
      request.current = { round, promise: AUDIENCE_CALLS[audience].verifyEmail(api, token) };
    }
    let isActive = true;
    request.current.promise.then(
      () => isActive && setState({ status: 'verified' }),
      (error: unknown) => isActive && setState(failureOf(error)),
    );
    return () => {
      isActive = false;
    };
  }, [api, audience, token, round]);

  function retry() {
    setState({ status: 'verifying' });
    setRound((value) => value + 1);
  }

  return { state, retry };
}
