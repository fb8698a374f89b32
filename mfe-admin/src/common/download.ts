/**
 * Saves a file the API sent (fetched with responseType 'blob') through an object URL: no new
 * window and no inline script, so it works under the strict CSP.
 */
export function saveBlob(data: Blob | string, fileName: string, type = 'text/csv'): void {
  const blob = data instanceof Blob ? data : new Blob([data], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next turn: the download has started by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Today's date in the viewer's time zone, for file names: '2026-11-22'. */
export function localDateStamp(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
