import { createHmac } from 'node:crypto';
import pg from 'pg';

/** The role every request runs as: no ownership, no superuser, no BYPASSRLS. */
export const APP_ROLE = 'clinio_app';
/**
 * The role of the explicit unscoped handle (system administrator and jobs): it may read across
 * tenants, so only code that calls `db.unscoped()` gets it.
 */
export const SYSTEM_ROLE = 'clinio_system';

/**
 * Role passwords are derived from the owner's connection string: every API process with the same
 * configuration agrees on them, and anyone able to compute them already holds the owner's access.
 */
export function derivePassword(ownerUrl: string, role: string): string {
  // Roles belong to the cluster, not to one database: the database name is not part of the key.
  const url = new URL(ownerUrl);
  const key = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}@${url.host}`;
  return createHmac('sha256', key).update(`clinio-role:${role}`).digest('base64url');
}

export function urlForRole(ownerUrl: string, role: string): string {
  const url = new URL(ownerUrl);
  url.username = role;
  url.password = derivePassword(ownerUrl, role);
  return url.toString();
}

/** Creates or refreshes the two login roles. Needs an owner with CREATEROLE. */
export async function ensureRoles(ownerUrl: string, shared?: pg.Client): Promise<void> {
  const client = shared ?? new pg.Client({ connectionString: ownerUrl });
  if (shared === undefined) await client.connect();
  try {
    // Serialise concurrent starts: CREATE ROLE is not idempotent.
    await client.query('select pg_advisory_lock(hashtext($1))', ['clinio_roles']);
    const database =
      (await client.query<{ db: string }>('select current_database() as db')).rows[0]?.db ?? '';
    const definitions: [string, string][] = [
      [APP_ROLE, 'NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS NOINHERIT'],
      [SYSTEM_ROLE, 'NOSUPERUSER NOCREATEDB NOCREATEROLE BYPASSRLS NOINHERIT'],
    ];
    for (const [role, attributes] of definitions) {
      const password = derivePassword(ownerUrl, role);
      const found = await client.query('select 1 from pg_roles where rolname = $1', [role]);
      const verb = found.rowCount === 0 ? 'create' : 'alter';
      // Identifiers and the password are ours, never user input; the password is quoted as a literal.
      await client.query(
        `${verb} role ${client.escapeIdentifier(role)} with login ${attributes} password ${client.escapeLiteral(password)}`,
      );
      await client.query(
        `grant connect on database ${client.escapeIdentifier(database)} to ${client.escapeIdentifier(role)}`,
      );
    }
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', ['clinio_roles']).catch(() => undefined);
    if (shared === undefined) await client.end();
  }
}

export interface RoleFacts {
  rolname: string;
  rolsuper: boolean;
  rolbypassrls: boolean;
  ownsTables: boolean;
}

/** What a connection's role is allowed: used to refuse to serve as a privileged role. */
export async function describeCurrentRole(client: pg.ClientBase): Promise<RoleFacts> {
  const result = await client.query<RoleFacts>(
    `select r.rolname, r.rolsuper, r.rolbypassrls,
            exists (select 1 from pg_tables t where t.tableowner = r.rolname and t.schemaname = 'public') as "ownsTables"
       from pg_roles r where r.rolname = current_user`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('Cannot read the current role');
  return row;
}
