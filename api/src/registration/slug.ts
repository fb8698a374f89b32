import { randomBytes } from 'node:crypto';

/** A tenant slug from the clinic name: lower-case letters, digits and dashes, 2 to 63 long. */
export function slugFromName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
  return base.length >= 2 ? base : `clinic${base ? `-${base}` : ''}`;
}

/** The slug for a given attempt: the plain one first, then with a random suffix. */
export function slugCandidate(name: string, attempt: number): string {
  const base = slugFromName(name);
  return attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
}
