import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './product-server';

/** One e-mail the product "sent" in the e2e run (no SMTP: the development outbox, ADR 012). */
export interface OutboxMail {
  name: string;
  to: string;
  subject: string;
  text: string;
}

const OUTBOX = path.join(E2E_DATA_DIR, 'outbox');

/** The outbox's file names now: pass them to `waitForMail` to accept only what comes after. */
export async function outboxNames(dir = OUTBOX): Promise<Set<string>> {
  return new Set((await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json')));
}

/**
 * Waits for the newest e-mail that matches `accept` and was not in `before`: a retried test must
 * never pick up the mail its failed attempt caused (that link may point at a used offer).
 */
export async function waitForMail(
  accept: (mail: OutboxMail) => boolean,
  options: { before?: Set<string>; timeout?: number; dir?: string } = {},
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const dir = options.dir ?? OUTBOX;
        const names = [...(await outboxNames(dir))].filter((name) => !options.before?.has(name));
        for (const name of names.sort().reverse()) {
          const mail = { name, ...(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as object) };
          if (accept(mail as OutboxMail)) {
            found = mail as OutboxMail;
            return true;
          }
        }
        return false;
      },
      { timeout: options.timeout ?? 30_000 },
    )
    .toBe(true);
  if (!found) throw new Error('no matching e-mail in the outbox');
  return found;
}
