import type { FastifyRequest } from 'fastify';

/**
 * The languages the server writes in (issue 22): what a patient reads on the booking page and in
 * their e-mails. The browser's shared API client sends the page's language as Accept-Language on
 * every call, so an e-mail a request causes goes out in the language of the page it came from.
 */
export type ApiLocale = 'en' | 'es';

/** The preferred one of our languages in an Accept-Language header; English when neither is named. */
export function localeOfAcceptLanguage(acceptLanguage: string | undefined): ApiLocale {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((item) => item.base === 'en' || item.base === 'es')
    .sort((a, b) => b.q - a.q);
  return tags[0]?.base === 'es' ? 'es' : 'en';
}

export function localeOfRequest(request: Pick<FastifyRequest, 'headers'>): ApiLocale {
  const header = request.headers['accept-language'];
  return localeOfAcceptLanguage(Array.isArray(header) ? header.join(',') : header);
}

/** A text with its `{name}` placeholders filled (an unknown placeholder stays as written). */
export function fillText(text: string, values: Readonly<Record<string, string>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
