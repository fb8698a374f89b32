import { useRemote } from '@clinio/platform';
import { useState } from 'react';

/** Starts a provider's consent: asks the server for the URL (state and PKCE kept there), then goes. */
export function useConnect(start: 'startGoogleAuthorization' | 'startZoomAuthorization') {
  const { api } = useRemote();
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function connect() {
    if (isStarting) return;
    setIsStarting(true);
    setError(null);
    try {
      const { url } = await api.call(start);
      window.location.assign(url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setIsStarting(false);
    }
  }
  return { connect, isStarting, error };
}
