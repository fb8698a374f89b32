import type { ProfilePictureResponse } from '@clinio/contracts';
import type { ApiClient } from '@clinio/platform';

/** Spec 5: one file field, `file`. */
export function uploadProfilePicture(
  api: ApiClient,
  userId: string,
  file: File,
): Promise<ProfilePictureResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.call('uploadProfilePicture', { params: { staffId: userId }, body: form });
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

type Fetcher = (url: string, init?: RequestInit) => Promise<Pick<Response, 'status'>>;

/**
 * Spec 7/8: a picture that failed to load is asked for once more; a 404 means there is no
 * picture (any other outcome leaves things as they are). Plain fetch: the picture URL is
 * signed, and its failure must not count as the session's 401.
 */
export async function isPictureGone(
  url: string,
  fetcher: Fetcher | undefined = globalThis.fetch,
): Promise<boolean> {
  if (typeof fetcher !== 'function') return false;
  try {
    return (await fetcher(url, { credentials: 'omit', cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}
