import type { MyRecordAccessEntry } from '@clinio/contracts';

export const PORTAL_PATHS = {
  home: '/patient-dashboard',
  authorizeClinic: '/authorize-clinic',
} as const;

/** 'front_desk' -> 'Front Desk', 'doctor' -> 'Doctor'. */
export function roleWords(role: string): string {
  const words = role
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return 'Staff member';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** 'A Doctor', 'An Administrator'. */
export function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? 'An' : 'A'} ${words}`;
}

/** "Viewed your record" -> "viewed your record": the server's label as the middle of a sentence. */
function asPredicate(label: string): string {
  const text = label.trim().replace(/\.$/, '');
  if (text === '') return 'looked at your record';
  // Keep words that are capitalised for their own sake (an acronym such as "PDF").
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** "A Doctor at Demo Family Clinic viewed your record" (the date is shown after it). */
export function accessSentence(
  entry: Pick<MyRecordAccessEntry, 'actor_role' | 'clinic_name' | 'action_label'>,
): string {
  return `${withArticle(roleWords(entry.actor_role))} at ${entry.clinic_name} ${asPredicate(entry.action_label)}`;
}
