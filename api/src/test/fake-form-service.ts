import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedForm {
  method: string;
  contentType: string | undefined;
  body: unknown;
}

/**
 * A local HTTP server that speaks the third-party form service's contract: POST JSON, any 2xx is
 * success. `failNext(n)` answers the next n requests with 502.
 */
export async function startFakeFormService() {
  const received: ReceivedForm[] = [];
  let failures = 0;
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      request.on('end', () => resolve(data));
    });
  const server: Server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      if (failures > 0) {
        failures -= 1;
        response.writeHead(502).end('upstream down');
        return;
      }
      received.push({
        method: request.method ?? '',
        contentType: request.headers['content-type'],
        body: JSON.parse(raw) as unknown,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/forms/launch`,
    received,
    failNext(count: number) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
