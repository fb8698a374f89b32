/**
 * One call to the SMS provider's REST API (Twilio's shape): HTTP basic auth with the account's sid
 * and token, a form body, 15 s to answer. A failure becomes the caller's own error through `fail`:
 * `refused` when the provider turned the request down (a 4xx other than 429, not worth retrying),
 * otherwise the provider was out of reach or overloaded and a retry may succeed.
 */
/** HTTP basic auth with the account's sid and token, as every Twilio call takes it. */
export function twilioAuthorization(credentials: { accountSid: string; authToken: string }): string {
  return `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
}

export function twilioRest(
  credentials: { accountSid: string; authToken: string },
  fail: (message: string, refused: boolean) => Error,
): (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  form?: URLSearchParams,
) => Promise<Record<string, unknown>> {
  const authorization = twilioAuthorization(credentials);
  return async (method, url, form) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { body: form } : {}),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw fail('The SMS provider could not be reached', false);
    }
    if (response.status === 204) return {};
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const code = typeof answer.code === 'number' ? `, ${answer.code}` : '';
      const message = typeof answer.message === 'string' ? answer.message : response.statusText;
      const refused = response.status >= 400 && response.status < 500 && response.status !== 429;
      throw fail(`The SMS provider refused (${response.status}${code}): ${message}`.slice(0, 300), refused);
    }
    return answer;
  };
}
