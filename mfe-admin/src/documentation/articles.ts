/** What a compiled markdown module holds (see globals.d.ts and the build's markdown loader). */
export interface MarkdownDocument {
  meta: Record<string, string>;
  html: string;
}

export interface HelpArticle {
  slug: string;
  title: string;
  summary: string;
  area: 'Getting started' | 'Security' | 'Your team' | 'Patients' | 'Records';
  /** Words people search for that the title may not contain. */
  keywords: readonly string[];
  /** The body is its own chunk, fetched when the article (or a search) needs it. */
  load: () => Promise<{ default: MarkdownDocument }>;
}

/** The in-app help (spec 2.2: /dashboard/documentation/{slug}), one entry per area that exists. */
export const ARTICLES: readonly HelpArticle[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    summary: 'Signing in, finding your way around the dashboard, and signing out.',
    area: 'Getting started',
    keywords: ['login', 'sign in', 'logout', 'timeout', 'forgot password'],
    load: () => import(/* webpackChunkName: "help-getting-started" */ './articles/getting-started.md'),
  },
  {
    slug: 'your-profile',
    title: 'Your profile',
    summary: 'Change your picture, username, e-mail address or password.',
    area: 'Getting started',
    keywords: ['avatar', 'photo', 'email', 'password'],
    load: () => import(/* webpackChunkName: "help-your-profile" */ './articles/your-profile.md'),
  },
  {
    slug: 'two-factor-authentication',
    title: 'Two-factor authentication',
    summary: 'Protect your account with a code from an authenticator app, and keep recovery codes.',
    area: 'Security',
    keywords: ['2fa', 'mfa', 'totp', 'authenticator', 'recovery codes', 'qr'],
    load: () => import(/* webpackChunkName: "help-two-factor" */ './articles/two-factor-authentication.md'),
  },
  {
    slug: 'sessions-and-security',
    title: 'Sessions, sign-in alerts and passwords',
    summary: 'See every device signed in to your account, log one out, and how automatic sign-out works.',
    area: 'Security',
    keywords: ['devices', 'log out', 'remote logout', 'idle', 'inactivity', 'notifications', 'password'],
    load: () => import(/* webpackChunkName: "help-sessions" */ './articles/sessions-and-security.md'),
  },
  {
    slug: 'inviting-staff',
    title: 'Inviting and managing staff',
    summary: 'Invite colleagues by e-mail, change their role and branches, deactivate and reactivate.',
    area: 'Your team',
    keywords: ['invite', 'invitation', 'deactivate', 'reactivate', 'branches', 'resend'],
    load: () => import(/* webpackChunkName: "help-inviting-staff" */ './articles/inviting-staff.md'),
  },
  {
    slug: 'roles-and-permissions',
    title: 'Roles and permissions',
    summary: 'The built-in roles, custom roles from individual permissions, and super admins.',
    area: 'Your team',
    keywords: ['role', 'permission', 'super admin', 'demote', 'access'],
    load: () => import(/* webpackChunkName: "help-roles" */ './articles/roles-and-permissions.md'),
  },
  {
    slug: 'patients-and-clinic-codes',
    title: 'Patient accounts and clinic codes',
    summary: 'How patients sign up, link their account to your clinic with its code, and revoke it.',
    area: 'Patients',
    keywords: ['portal', 'clinic code', 'authorize', 'revoke', 'patient registration'],
    load: () => import(/* webpackChunkName: "help-patients" */ './articles/patients-and-clinic-codes.md'),
  },
  {
    slug: 'audit-log',
    title: 'The audit log',
    summary: 'What is recorded, how to find entries, and exporting them as CSV.',
    area: 'Records',
    keywords: ['audit', 'history', 'export', 'csv', 'compliance', 'hipaa'],
    load: () => import(/* webpackChunkName: "help-audit-log" */ './articles/audit-log.md'),
  },
  {
    slug: 'notifications',
    title: 'Notifications',
    summary: 'The bell, marking notifications read, and choosing what you are told about.',
    area: 'Records',
    keywords: ['bell', 'unread', 'alerts', 'mark all read'],
    load: () => import(/* webpackChunkName: "help-notifications" */ './articles/notifications.md'),
  },
];

export function findArticle(slug: string): HelpArticle | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}

/** The readable text of compiled HTML, for searching (our own markdown only). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function normalise(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Articles matching every word of `query`, best first: a title hit counts most, then summary and
 * keywords, then the body (when its text is known).
 */
export function searchArticles(query: string, bodies: Readonly<Record<string, string>> = {}): HelpArticle[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...ARTICLES];
  const scored = ARTICLES.map((article) => {
    const title = normalise(article.title);
    const meta = normalise(`${article.summary} ${article.keywords.join(' ')}`);
    const body = normalise(bodies[article.slug] ?? '');
    let score = 0;
    for (const word of words) {
      if (title.includes(word)) score += 10;
      else if (meta.includes(word)) score += 4;
      else if (body.includes(word)) score += 1;
      else return { article, score: 0 };
    }
    return { article, score };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.article);
}
