import type { AxiosResponse } from 'axios';
import { ApiError } from '../api-client';
import { createMockApi } from '../testing/mock-api';
import { downloadCsv, downloadFromServer } from './download';

function watchDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:file';
    }),
    revokeObjectURL: jest.fn(),
  });
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { blobs, saved };
}

function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    if (blob) reader.readAsText(blob);
  });
}

afterEach(() => jest.restoreAllMocks());

it('saves rows from the browser as a formula-safe CSV file', async () => {
  const { blobs, saved } = watchDownloads();
  downloadCsv({
    rows: [{ name: '=cmd' }],
    columns: [{ header: 'Name', value: (row: { name: string }) => row.name }],
    fileName: 'staff.csv',
  });
  expect(saved).toEqual(['staff.csv']);
  expect(await textOf(blobs[0])).toMatch(/^\uFEFF?"Name"\r\n"'=cmd"\r\n$/);
});

it('fetches a server export through the signed-in client and saves it', async () => {
  const { saved } = watchDownloads();
  const api = createMockApi().on('GET /api/audit/export', () => new Blob(['a,b']));
  await downloadFromServer(api, { url: '/api/audit/export?outcome=denied', fileName: 'audit.csv' });
  expect(api.calls[0]?.url).toBe('/api/audit/export?outcome=denied');
  expect(saved).toEqual(['audit.csv']);
});

it("fails with the server's sentence, read from the blob body", async () => {
  watchDownloads();
  const body = new Blob([
    JSON.stringify({ detail: 'Exports are limited to 10,000 rows.', code: 'too_large' }),
  ]);
  const response = { status: 413, statusText: '', data: body, headers: {}, config: {} } as AxiosResponse;
  const api = createMockApi().on('GET /api/audit/export', () => {
    throw new ApiError({ message: 'Request failed', status: 413, code: null, response });
  });
  await expect(downloadFromServer(api, { url: '/api/audit/export', fileName: 'audit.csv' })).rejects.toThrow(
    'Exports are limited to 10,000 rows.',
  );
});
