import { useEffect, useMemo } from 'react';

/** An object URL for a chosen file, revoked when the file changes or the form closes. */
export function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file !== null && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url !== null) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
