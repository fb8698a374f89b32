import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the parts of Stripe's REST API the product uses (there is no installable
 * stripe-mock): Connect accounts and account links, PaymentIntents and refunds, with Stripe's form
 * encoding, bearer key, Stripe-Account header and Idempotency-Key replay (the same key answers the
 * first answer again). Tests read `requests` to see what was sent. No test talks to the internet.
 */

export interface FakeStripe {
  apiBase: string;
  secretKey: string;
  requests: {
    method: string;
    path: string;
    account: string | undefined;
    idempotencyKey: string | undefined;
    form: Record<string, string>;
  }[];
  intents: Map<
    string,
    {
      id: string;
      amount: number;
      currency: string;
      account: string | undefined;
      metadata: Record<string, string>;
    }
  >;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startFakeStripe(
  secretKey = `sk_test_${randomBytes(8).toString('hex')}`,
): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const intents: FakeStripe['intents'] = new Map();
  const refunded = new Map<string, number>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const accounts = new Set<string>();

  function answer(method: string, path: string, form: Record<string, string>, account: string | undefined) {
    if (method === 'POST' && path === '/v1/accounts') {
      const account = id('acct');
      accounts.add(account);
      return { status: 200, body: { id: account, object: 'account', type: form.type } };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(form.account ?? ''))
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'No such account' } },
        };
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/${form.account ?? ''}`,
          expires_at: 0,
        },
      };
    }
    const accountPath = /^\/v1\/accounts\/(acct_[A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && accountPath) {
      if (!accounts.has(accountPath[1] ?? ''))
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such account' } },
        };
      return {
        status: 200,
        body: {
          id: accountPath[1],
          charges_enabled: true,
          details_submitted: true,
          requirements: { currently_due: [] },
        },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 1)
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Invalid amount' } } };
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      );
      const intent = { id: id('pi'), amount, currency: form.currency ?? '', account, metadata };
      intents.set(intent.id, intent);
      return {
        status: 200,
        body: {
          ...intent,
          object: 'payment_intent',
          client_secret: `${intent.id}_secret_x`,
          status: 'requires_payment_method',
        },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      const amount = Number(form.amount);
      if (intent === undefined || intent.account !== account)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
        };
      const done = refunded.get(intent.id) ?? 0;
      if (done + amount > intent.amount)
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', message: 'Refund is greater than unrefunded amount' },
          },
        };
      refunded.set(intent.id, done + amount);
      return {
        status: 200,
        body: { id: id('re'), object: 'refund', amount, status: 'succeeded', payment_intent: intent.id },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const form = await readForm(request);
      const path = (request.url ?? '').split('?')[0] ?? '';
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const account = header('stripe-account');
      const idempotencyKey = header('idempotency-key');
      requests.push({ method: request.method ?? '', path, account, idempotencyKey, form });
      let reply: { status: number; body: unknown };
      if (header('authorization') !== `Bearer ${secretKey}`)
        reply = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        };
      else if (idempotencyKey !== undefined && replies.has(idempotencyKey))
        reply = replies.get(idempotencyKey) ?? { status: 500, body: {} };
      else {
        reply = answer(request.method ?? '', path, form, account);
        if (idempotencyKey !== undefined && request.method === 'POST') replies.set(idempotencyKey, reply);
      }
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${String(port)}`,
    secretKey,
    requests,
    intents,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
