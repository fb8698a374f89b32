import { useEffect, useRef, useState } from 'react';

/**
 * The server's answer for a draft, asked again `delayMs` after the draft (its `key`) stops
 * changing; the last answer stays while the next is on its way, and a late answer to an older
 * draft is dropped.
 */
export function useSettledAnswer<T>(ask: () => Promise<T>, key: string, delayMs = 300) {
  const latestAsk = useRef(ask);
  latestAsk.current = ask;
  const [answer, setAnswer] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      latestAsk
        .current()
        .then((value) => {
          if (!current) return;
          setAnswer(value);
          setFailed(false);
        })
        .catch(() => {
          if (current) setFailed(true);
        });
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, delayMs]);
  return { answer, failed };
}
