/** The third-party form service that also receives launch sign-ups (spec 7, third-party). */
export interface SignupForwarder {
  forward(signup: { email: string; source: string }): Promise<void>;
}

export class ForwardError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ForwardError';
  }
}

/** POSTs `{ email, source }` as JSON; any 2xx answer is success (the service's documented contract). */
export function createHttpSignupForwarder(options: {
  url: string;
  timeoutMs?: number;
  fetcher?: typeof fetch;
}): SignupForwarder {
  const fetcher = options.fetcher ?? fetch;
  return {
    async forward(signup) {
      let response: Response;
      try {
        response = await fetcher(options.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ email: signup.email, source: signup.source }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
      } catch (error) {
        throw new ForwardError(`form service unreachable: ${(error as Error).name}`);
      }
      if (!response.ok) throw new ForwardError(`form service answered ${response.status}`);
    },
  };
}
