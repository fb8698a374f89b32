export type AnalyticsProps = Record<string, string | number | boolean>;

/** One event: a page view ('pageview') or a custom one such as 'Web Vitals'. */
export interface AnalyticsEvent {
  name: string;
  /** The page, already scrubbed. */
  url: string;
  referrer: string | null;
  props: AnalyticsProps;
}

/** Sends analytics events somewhere, or nowhere when analytics is not configured. */
export interface AnalyticsSender {
  readonly isEnabled: boolean;
  send(event: AnalyticsEvent): Promise<void>;
}

export const NO_ANALYTICS: AnalyticsSender = { isEnabled: false, send: () => Promise.resolve() };

/**
 * The analytics adapter: Plausible's Events API (ADR 019), POST {url}/api/event with the JSON body
 * {name, url, domain, referrer, props}. Failures are swallowed: analytics never breaks the page.
 */
export function createPlausibleAnalytics(options: {
  url: string;
  domain: string;
  fetch?: typeof fetch;
}): AnalyticsSender {
  const endpoint = `${options.url.replace(/\/+$/, '')}/api/event`;
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    isEnabled: true,
    async send(event) {
      const body = JSON.stringify({
        name: event.name,
        url: event.url,
        domain: options.domain,
        referrer: event.referrer,
        props: event.props,
      });
      try {
        await send(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          credentials: 'omit',
          keepalive: true,
        });
      } catch {
        // Offline or blocked by the visitor: nothing to do.
      }
    },
  };
}
