/** What a compiled markdown module holds (see globals.d.ts and the build's markdown loader). */
export interface MarkdownDocument {
  meta: Record<string, string>;
  html: string;
}

export interface PostMeta {
  slug: string;
  title: string;
  /** ISO date of publication. */
  date: string;
  author: string;
  summary: string;
  readingMinutes: number;
}

export interface Post extends PostMeta {
  /** The body is a separate chunk, fetched only when the article is opened. */
  load: () => Promise<{ default: MarkdownDocument }>;
}

const AUTHOR = 'The Clinio team';

/** Newest first. Each loader names its file literally so the bundler makes one chunk per post. */
export const POSTS: readonly Post[] = [
  {
    slug: 'appointment-reminder-etiquette',
    title: 'Appointment reminder etiquette: timing, tone and consent',
    date: '2026-11-17',
    author: AUTHOR,
    summary:
      'When to send, what to say, and what never to put in a text message. A practical guide to reminders patients are glad to get.',
    readingMinutes: 4,
    load: () =>
      import(/* webpackChunkName: "post-reminder-etiquette" */ './posts/appointment-reminder-etiquette.md'),
  },
  {
    slug: 'choosing-practice-software',
    title: 'Choosing practice management software: questions to ask before you sign',
    date: '2026-11-03',
    author: AUTHOR,
    summary:
      'Demos all look good. These are the questions that separate software you will live with happily from software you will be migrating away from in two years.',
    readingMinutes: 5,
    load: () =>
      import(/* webpackChunkName: "post-choosing-software" */ './posts/choosing-practice-software.md'),
  },
  {
    slug: 'patient-portals-that-patients-use',
    title: 'Patient portals that patients actually use',
    date: '2026-10-20',
    author: AUTHOR,
    summary:
      'Most portals are ignored because they ask for effort before they give anything back. Here is what makes patients log in, and keep logging in.',
    readingMinutes: 4,
    load: () =>
      import(/* webpackChunkName: "post-patient-portals" */ './posts/patient-portals-that-patients-use.md'),
  },
  {
    slug: 'multi-location-scheduling',
    title: 'Scheduling across several locations without the chaos',
    date: '2026-10-06',
    author: AUTHOR,
    summary:
      'Opening a second site doubles more than your rooms. Time zones, shared providers, rooms and reporting: how to keep one clinic’s calendar sane across branches.',
    readingMinutes: 5,
    load: () => import(/* webpackChunkName: "post-multi-location" */ './posts/multi-location-scheduling.md'),
  },
  {
    slug: 'intake-forms-and-consent',
    title: 'Intake forms and consent: collect it once, collect it right',
    date: '2026-09-22',
    author: AUTHOR,
    summary:
      'Clipboards in the waiting room cost you time at the worst moment. How to design intake and consent so the paperwork is done, readable and current before the patient arrives.',
    readingMinutes: 5,
    load: () => import(/* webpackChunkName: "post-intake-consent" */ './posts/intake-forms-and-consent.md'),
  },
  {
    slug: 'reducing-no-shows',
    title: 'Seven ways to reduce no-shows without annoying your patients',
    date: '2026-09-08',
    author: AUTHOR,
    summary:
      'An empty chair is revenue you cannot get back. Seven habits, from booking to follow-up, that make missed appointments rarer.',
    readingMinutes: 4,
    load: () => import(/* webpackChunkName: "post-reducing-no-shows" */ './posts/reducing-no-shows.md'),
  },
];

export function findPost(slug: string): Post | undefined {
  return POSTS.find((post) => post.slug === slug);
}
