import { randomBytes, randomUUID } from 'node:crypto';
import type { SystemRoleName } from '@clinio/contracts';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../auth/access-tokens';
import type { Database } from '../db/database';
import type { Keys } from '../security/secrets';
import type { ProvisionedTenant } from '../tenancy/provision';
import { buildStaff, signIn, type SignedIn, type StaffFixture } from '../test/factories';

export interface Member extends StaffFixture {
  session: SignedIn;
}

/** A signed-in staff member of `tenant` with a system role. */
export async function buildMember(
  server: FastifyInstance,
  database: Database,
  options: { tenant?: ProvisionedTenant; role?: SystemRoleName },
): Promise<Member> {
  const staff = await buildStaff(database, options);
  return { ...staff, session: await signIn(server, staff) };
}

/** A correctly signed patient access token: valid, but of the wrong kind for staff routes. */
export async function patientHeaders(keys: Keys): Promise<{ authorization: string }> {
  const { token } = await signAccessToken(
    keys.accessToken,
    { aud: 'patient', sub: randomUUID(), sid: randomUUID(), tid: null },
    900,
  );
  return { authorization: `Bearer ${token}` };
}

export interface FilePart {
  name: string;
  content: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser would send it. */
export function multipartBody(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----clinio${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The actions written to a tenant's audit log, oldest first. */
export async function auditActions(
  database: Database,
  tenantId: string,
  filter: { resourceId?: string } = {},
): Promise<{ action: string; outcome: string; actor_id: string | null; resource_id: string | null }[]> {
  return database.withTenant(tenantId, (tx) => {
    let query = tx
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'actor_id', 'resource_id'])
      .orderBy('id');
    if (filter.resourceId !== undefined) query = query.where('resource_id', '=', filter.resourceId);
    return query.execute();
  });
}
