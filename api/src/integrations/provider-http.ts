import { providerErrorOf, ProviderError } from './providers';

/** One call to a provider: JSON in and out, 15 s at most, failures as ProviderError (ADR 055). */
export async function providerCall<T>(
  provider: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | URLSearchParams } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: AbortSignal.timeout(15_000),
      redirect: 'error',
    });
  } catch {
    throw new ProviderError('unavailable', 0, `${provider} could not be reached`);
  }
  const text = await response.text();
  if (!response.ok) {
    let oauthError: string | undefined;
    try {
      const parsed = JSON.parse(text) as { error?: unknown };
      if (typeof parsed.error === 'string') oauthError = parsed.error;
    } catch {
      // Not JSON: the status alone decides.
    }
    throw providerErrorOf(provider, response.status, oauthError);
  }
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ProviderError('unavailable', response.status, `${provider} answered something unreadable`);
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const jsonBody = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
}

/** An OAuth token endpoint's answer (RFC 6749 5.1) as a TokenSet. */
export function tokenSetOf(provider: string, answer: TokenAnswer, now = Date.now()) {
  if (typeof answer.access_token !== 'string' || answer.access_token === '')
    throw new ProviderError('rejected', 200, `${provider} sent no access token`);
  return {
    accessToken: answer.access_token,
    refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : null,
    expiresAt: typeof answer.expires_in === 'number' ? new Date(now + answer.expires_in * 1000) : null,
  };
}

/** The consent URL of an authorization code request with PKCE (RFC 6749 4.1.1, RFC 7636 4.3). */
export function pkceAuthorizeUrl(
  base: string,
  input: { clientId: string; redirectUri: string; state: string; codeChallenge: string },
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${base}?${query.toString()}`;
}

/** The token request that trades a code for tokens, with the PKCE verifier (RFC 7636 4.5). */
export function codeGrantFields(input: { code: string; codeVerifier: string; redirectUri: string }) {
  return {
    grant_type: 'authorization_code',
    code: input.code,
    code_verifier: input.codeVerifier,
    redirect_uri: input.redirectUri,
  };
}
