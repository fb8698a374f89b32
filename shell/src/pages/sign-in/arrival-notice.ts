/** What a page that sends people to sign in may hand over in the history state. */
export interface ArrivalNotice {
  notice: string | null;
  username: string;
}

/** Reads `{ notice, username }` from history state written by another page (or anything else). */
export function readArrivalNotice(state: unknown): ArrivalNotice {
  if (typeof state !== 'object' || state === null) return { notice: null, username: '' };
  const { notice, username } = state as Record<string, unknown>;
  return {
    notice: typeof notice === 'string' && notice !== '' ? notice : null,
    username: typeof username === 'string' ? username : '',
  };
}
