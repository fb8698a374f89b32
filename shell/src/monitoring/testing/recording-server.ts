/// <reference types="node" />
// A real HTTP server for the adapters' tests (node test environment only): it records each request
// exactly as it arrived, so a test can check it against the provider's documentation.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The body as UTF-8 text. */
  body: string;
  /** Its size in bytes, as sent. */
  bytes: number;
}

export interface RecordingServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  requests: RecordedRequest[];
  /** Resolves when `count` requests have arrived. */
  waitFor(count: number): Promise<RecordedRequest[]>;
  /** The answer to the next requests (default 200 with `{}`). */
  answer(status: number, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let waiters: (() => void)[] = [];
  let reply = { status: 200, headers: {} as Record<string, string> };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: body.toString('utf8'),
        bytes: body.length,
      });
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end('{}');
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    waitFor: (count) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${requests.length} of ${count} requests`)),
          10_000,
        );
        const check = () => {
          if (requests.length < count) return;
          clearTimeout(timer);
          waiters = waiters.filter((wake) => wake !== check);
          resolve(requests.slice(0, count));
        };
        waiters.push(check);
        check();
      }),
    answer(status, headers = {}) {
      reply = { status, headers };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
