/**
 * Watches the browser's file downloads (@clinio/platform saveBlob: an object URL clicked through an
 * anchor): which blob was turned into which URL, what the anchor saved, and what was revoked.
 */
export function watchDownloads(url: string) {
  const createObjectURL = jest.fn<string, [Blob]>(() => url);
  const revokeObjectURL = jest.fn<undefined, [string]>();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const saved: { href: string; download: string }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return { createObjectURL, revokeObjectURL, saved };
}
