import { PRODUCT_NAME } from '@clinio/contracts';
import type { ApiLocale } from '../i18n/locale';
import { emailText } from './email-texts';
import type { EmailMessage } from './mailer';

/** HTML escaping for the few values we put in e-mails. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string } | undefined,
  locale: ApiLocale,
): string {
  const body = paragraphs
    .map((text) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(text)}</p>`)
    .join('');
  const button = action
    ? `<p style="margin:22px 0"><a href="${escapeHtml(action.url)}" style="background:#3e16d0;color:#fff;padding:11px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(emailText(locale, 'layout.openLink'))} ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="${locale}"><body style="font-family:Segoe UI,Arial,sans-serif;color:#111;max-width:560px;margin:24px auto"><h1 style="font-size:20px">${escapeHtml(heading)}</h1>${body}${button}<p style="font-size:12px;color:#777;margin-top:28px">${PRODUCT_NAME} · ${escapeHtml(emailText(locale, 'layout.tagline'))}</p></body></html>`;
}

export function message(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  locale: ApiLocale = 'en',
): EmailMessage {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `— ${PRODUCT_NAME}`,
  ].join('\n\n');
  return { to, subject, text, html: layout(subject, paragraphs, action, locale) };
}

export function verificationEmail(
  to: string,
  name: string,
  url: string,
  locale: ApiLocale = 'en',
): EmailMessage {
  return message(
    to,
    emailText(locale, 'verify.subject'),
    [emailText(locale, 'hello', { name }), emailText(locale, 'verify.body')],
    { label: emailText(locale, 'verify.action'), url },
    locale,
  );
}

/** `name` may be empty (an account without a first name): the greeting then has none. */
export function passwordResetEmail(
  to: string,
  name: string,
  url: string,
  locale: ApiLocale = 'en',
): EmailMessage {
  const greeting = name === '' ? emailText(locale, 'helloAnyone') : emailText(locale, 'hello', { name });
  return message(
    to,
    emailText(locale, 'reset.subject'),
    [greeting, emailText(locale, 'reset.body'), emailText(locale, 'reset.ignore')],
    { label: emailText(locale, 'reset.action'), url },
    locale,
  );
}

export function usernameReminderEmail(
  to: string,
  usernames: string[],
  signInUrl: string,
  locale: ApiLocale = 'en',
): EmailMessage {
  const list =
    usernames.length === 1
      ? emailText(locale, 'username.one', { username: usernames[0] ?? '' })
      : emailText(locale, 'username.many', { usernames: usernames.join(', ') });
  return message(
    to,
    emailText(locale, 'username.subject'),
    [emailText(locale, 'username.asked'), list],
    { label: emailText(locale, 'username.action'), url: signInUrl },
    locale,
  );
}

export function invitationEmail(
  to: string,
  options: { clinicName: string; roleName: string; inviter: string; url: string },
): EmailMessage {
  return message(
    to,
    `You're invited to join ${options.clinicName} on ${PRODUCT_NAME}`,
    [
      `${options.inviter} invited you to ${options.clinicName} as ${options.roleName.replace(/_/g, ' ')}.`,
      'Accept the invitation to choose your username and password. The link works once and expires in 7 days.',
    ],
    { label: 'Accept invitation', url: options.url },
  );
}

/** `name` may be empty: the greeting then has none. In the account's language (issue 22). */
export function loginNotificationEmail(
  to: string,
  options: {
    name: string;
    device: string;
    browser: string;
    platform: string;
    location: string;
    at: string;
    settingsUrl: string;
  },
  locale: ApiLocale = 'en',
): EmailMessage {
  const { name, settingsUrl, ...seen } = options;
  return message(
    to,
    emailText(locale, 'signIn.subject'),
    [
      name === '' ? emailText(locale, 'helloAnyone') : emailText(locale, 'hello', { name }),
      emailText(locale, 'signIn.body', seen),
      emailText(locale, 'signIn.ifYou'),
    ],
    { label: emailText(locale, 'signIn.action'), url: settingsUrl },
    locale,
  );
}

/**
 * To the owner of an account whose sign-in was throttled after wrong passwords (ADR 024), with the
 * reset link of its audience (none for system administrators, who have no self-service reset).
 */
export function accountThrottledEmail(
  to: string,
  options: { name: string; minutes: number; resetUrl: string | null },
  locale: ApiLocale = 'en',
): EmailMessage {
  const wait =
    options.minutes === 1
      ? emailText(locale, 'throttled.minute')
      : emailText(locale, 'throttled.minutes', { minutes: String(options.minutes) });
  return message(
    to,
    emailText(locale, 'throttled.subject'),
    [
      options.name === ''
        ? emailText(locale, 'helloAnyone')
        : emailText(locale, 'hello', { name: options.name }),
      emailText(locale, 'throttled.body', { product: PRODUCT_NAME, wait }),
      emailText(locale, options.resetUrl === null ? 'throttled.noReset' : 'throttled.reset'),
    ],
    options.resetUrl === null
      ? undefined
      : { label: emailText(locale, 'throttled.action'), url: options.resetUrl },
    locale,
  );
}
