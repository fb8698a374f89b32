import { useEffect, useState } from 'react';
import type { Post } from './posts';

export type PostBody = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'failed' };

interface Loaded {
  slug: string;
  attempt: number;
  body: PostBody;
}

/**
 * Fetches an article's chunk. State is keyed by slug and attempt, so a new article never shows
 * the previous body and a retry shows the spinner again.
 */
export function usePostBody(post: Post | undefined): { body: PostBody; retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!post) return undefined;
    let isCurrent = true;
    const settle = (body: PostBody) => {
      if (isCurrent) setLoaded({ slug: post.slug, attempt, body });
    };
    post.load().then(
      (module) => settle({ status: 'ready', html: module.default.html }),
      () => settle({ status: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [post, attempt]);

  const isFresh = post !== undefined && loaded?.slug === post.slug && loaded.attempt === attempt;
  return {
    body: isFresh ? loaded.body : { status: 'loading' },
    retry: () => setAttempt((value) => value + 1),
  };
}
