import { sql } from 'kysely';
import { hashToken } from '../auth/opaque-tokens';
import type { StaffTokenPurpose } from '../db/schema';
import type { Services } from '../platform/services';

interface StaffByIdentifier {
  tenant_id: string;
  user_id: string;
  username: string | null;
  email: string;
  status: string;
}

/** The active account whose e-mail address this is, across tenants (logins are global). */
export async function findActiveStaffByEmail(
  services: Services,
  email: string,
): Promise<StaffByIdentifier | null> {
  const normalized = email.trim().toLowerCase();
  const result = await sql<StaffByIdentifier>`select * from auth_staff_by_identifier(${normalized})`.execute(
    services.database.app,
  );
  const row = result.rows[0];
  // The function also matches usernames; only the address itself counts here.
  return row && row.status === 'active' && row.email.toLowerCase() === normalized ? row : null;
}

/** Where a raw one-time token belongs (tenant, token row, user), whatever its state. */
export async function findStaffToken(
  services: Services,
  rawToken: string,
  purpose: StaffTokenPurpose,
): Promise<{ tenant_id: string; token_id: string; user_id: string } | null> {
  const result = await sql<{ tenant_id: string; token_id: string; user_id: string }>`
    select * from auth_staff_token(${hashToken(rawToken)}, ${purpose})`.execute(services.database.app);
  return result.rows[0] ?? null;
}
