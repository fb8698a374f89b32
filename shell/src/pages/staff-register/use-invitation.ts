import type { InvitationPreview } from '@clinio/contracts';
import { ApiError, type ApiClient } from '@clinio/platform';
import { useEffect, useState } from 'react';

export type InvitationState =
  | { status: 'loading' }
  | { status: 'ready'; invitation: InvitationPreview }
  /** Unknown, used, expired or withdrawn: the server does not say which, nor need we. */
  | { status: 'invalid' }
  | { status: 'failed' };

function isInvalid(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Loads what an invitation link offers (GET /api/staff-invitations/{token}). */
export function useInvitation(api: ApiClient, token: string) {
  const [state, setState] = useState<InvitationState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let isActive = true;
    // An answer of another shape is an invalid_response error (status 200): 'failed', not 'invalid'.
    api.call('getStaffInvitation', { params: { token } }, { skipAuth: true }).then(
      (invitation) => {
        if (isActive) setState({ status: 'ready', invitation });
      },
      (error: unknown) => isActive && setState({ status: isInvalid(error) ? 'invalid' : 'failed' }),
    );
    return () => {
      isActive = false;
    };
  }, [api, token, round]);

  function retry() {
    setState({ status: 'loading' });
    setRound((value) => value + 1);
  }

  return { state, retry };
}
