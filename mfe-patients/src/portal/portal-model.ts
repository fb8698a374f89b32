import type { MyRecordAccessEntry } from '@clinio/contracts';

export const PORTAL_PATHS = {
  home: '/patient-dashboard',
  authorizeClinic: '/authorize-clinic',
} as const;

/** The role as the sentence names it: 'front_desk' -> 'Front desk', 'Clinician' stays. */
export function roleWords(role: string): string {
  const text = role.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return 'Staff member';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'A Doctor', 'An Administrator'. */
export function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? 'An' : 'A'} ${words}`;
}

/**
 * "Viewed the chart" -> "viewed your chart": the server's label as the middle of a sentence
 * addressed to the patient.
 */
function asPredicate(label: string): string {
  const text = label
    .trim()
    .replace(/\.$/, '')
    .replace(/\bthe (record|chart|access log)\b/gi, 'your $1');
  if (text === '') return 'looked at your record';
  // Keep words that are capitalised for their own sake (an acronym such as "PDF").
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** "A Clinician at Demo Family Clinic viewed your chart" (the date is shown after it). */
export function accessSentence(
  entry: Pick<MyRecordAccessEntry, 'actor_role' | 'clinic_name' | 'action_label'>,
): string {
  const who = roleWords(entry.actor_role);
  if (who === 'You') return `You ${asPredicate(entry.action_label)} at ${entry.clinic_name}`;
  return `${withArticle(who)} at ${entry.clinic_name} ${asPredicate(entry.action_label)}`;
}
