// The baselines of `pnpm bench`'s request-path ratios (ADR 027), each run in its own process:
//   node bench-bare.mjs healthz <port>
//       node:http answering /healthz's JSON;
//   node bench-bare.mjs healthz-headers <port> <headers as JSON>
//       the same, with the headers the API's answer carries (security headers, a request id);
//   node bench-bare.mjs me <port> <database url> <tenant> <user> <session>
//       node:http + pg running the SQL of an authenticated `GET /api/me` (the session check and
//       the profile queries, in one transaction with the tenant set, as the request role) and
//       answering the same JSON. No token check, no framework: what the API adds is the rest.
//   node bench-bare.mjs patient <port> <database url> <tenant> <user> <session>
//       node:http + pg answering `GET /api/patients/{id}` with the statements the API runs for
//       it (quality bar 23): the session check, the caller's branch scope (two queries), the
//       record, and the audit row of the read, in one transaction with the tenant set, as the
//       request role; the same JSON fields as presentPatient.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const [kind, port, ...rest] = process.argv.slice(2);
// me / patient: the database and the session; healthz-headers: the headers as JSON.
const [databaseUrl, tenantId, userId, sessionId] = rest;

function send(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

const SESSION = `select s.ended_at, s.last_seen_at, u.status, u.username, u.email, u.role_id, r.name as role_name,
    r.permissions, t.status as tenant_status, coalesce(ts.session_timeout_minutes, 30) as timeout_minutes,
    s.last_seen_at < now() - make_interval(mins => coalesce(ts.session_timeout_minutes, 30)) as is_idle,
    s.last_seen_at < now() - make_interval(secs => $1) as needs_touch
  from staff_sessions as s
  inner join staff_users as u on u.tenant_id = s.tenant_id and u.id = s.user_id
  inner join roles as r on r.tenant_id = u.tenant_id and r.id = u.role_id
  inner join tenants as t on t.id = s.tenant_id
  left join tenant_settings as ts on ts.tenant_id = s.tenant_id
  where s.id = $2 and s.user_id = $3`;
const USER = `select u.id, u.username, u.email, u.first_name, u.last_name, u.profile_picture, u.default_branch_id,
    u.email_verified_at, u.totp_enabled_at, r.id as role_id, r.name as role_name, r.permissions
  from staff_users as u inner join roles as r on r.tenant_id = u.tenant_id and r.id = u.role_id
  where u.id = $1`;
const CLINIC = 'select id, name from clinics';
const SUBSCRIPTION = 'select plan, status from subscriptions';
const BRANCHES = `select b.id, b.name from staff_branches as sb
  inner join branches as b on b.tenant_id = sb.tenant_id and b.id = sb.branch_id
  where sb.user_id = $1 order by b.name`;

async function profile(pool) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
    const session = (await client.query(SESSION, [30, sessionId, userId])).rows[0];
    if (!session || session.ended_at !== null || session.is_idle) throw new Error('session ended');
    if (session.needs_touch) {
      await client.query('update staff_sessions set last_seen_at = $1 where id = $2', [
        new Date(),
        sessionId,
      ]);
    }
    const user = (await client.query(USER, [userId])).rows[0];
    const [clinic, subscription, branches] = await Promise.all([
      client.query(CLINIC),
      client.query(SUBSCRIPTION),
      client.query(BRANCHES, [userId]),
    ]);
    await client.query('commit');
    return {
      id: user.id,
      user_id: user.id,
      username: user.username ?? '',
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      profile_picture: null,
      role: {
        id: user.role_id,
        name: user.role_name,
        permissions: user.permissions.map((name) => ({ name })),
      },
      permissions: user.permissions,
      subscription: {
        plan_name: subscription.rows[0]?.plan ?? 'trial',
        status: subscription.rows[0]?.status ?? 'trial',
      },
      branch_id: user.default_branch_id ?? branches.rows[0]?.id ?? null,
      tenant_id: tenantId,
      clinic_id: clinic.rows[0].id,
      clinic_name: clinic.rows[0].name,
      branches: branches.rows,
      two_factor_enabled: user.totp_enabled_at !== null,
      email_verified: user.email_verified_at !== null,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

// The chart's statements (api/src/patients: staffBranchScope, recordQuery, writeAudit).
const STAFF_BRANCHES = 'select branch_id from staff_branches where user_id = $1';
const BRANCH_COUNT = 'select count(*) as n from branches';
const RECORD = `select p.*, to_char(p.date_of_birth, 'YYYY-MM-DD') as birth_date,
    (p.login_id is not null or exists (select 1 from patient_clinic_links l
      where l.tenant_id = p.tenant_id and l.patient_id = p.id and l.revoked_at is null)) as has_portal_account
  from patients as p where p.id = $1`;
const AUDIT = `insert into audit_log (tenant_id, actor_type, actor_id, actor_role, branch_id, action,
    resource_type, resource_id, outcome, ip_address, user_agent, session_id, changed_fields)
  values ($1, 'staff', $2, $3, $4, 'patient.viewed', 'patient', $5, 'success', $6, $7, $8, null)`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (value) => (value === null ? null : new Date(value).toISOString());
const chartNumber = (value) => `P-${String(value).padStart(6, '0')}`;

async function patientRecord(pool, request, patientId) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
    const session = (await client.query(SESSION, [30, sessionId, userId])).rows[0];
    if (!session || session.ended_at !== null || session.is_idle) throw new Error('session ended');
    if (session.needs_touch) {
      await client.query('update staff_sessions set last_seen_at = $1 where id = $2', [
        new Date(),
        sessionId,
      ]);
    }
    const [mine, all] = await Promise.all([
      client.query(STAFF_BRANCHES, [userId]),
      client.query(BRANCH_COUNT),
    ]);
    const scope =
      mine.rows.length === 0 || mine.rows.length >= Number(all.rows[0].n)
        ? null
        : mine.rows.map((row) => row.branch_id);
    const row = (await client.query(RECORD, [patientId])).rows[0];
    if (!row || !(scope === null || row.branch_id === null || scope.includes(row.branch_id))) {
      await client.query('commit');
      return null;
    }
    const userAgent = request.headers['user-agent'];
    await client.query(AUDIT, [
      tenantId,
      userId,
      session.role_name,
      row.branch_id,
      row.id,
      request.socket.remoteAddress ?? null,
      typeof userAgent === 'string' ? userAgent.slice(0, 200) : null,
      sessionId,
    ]);
    await client.query('commit');
    return {
      id: row.id,
      chart_number: chartNumber(row.chart_number),
      first_name: row.first_name,
      last_name: row.last_name,
      preferred_name: row.preferred_name,
      date_of_birth: row.birth_date,
      sex: row.sex,
      email: row.email,
      phone_number: row.phone_number,
      branch_id: row.branch_id,
      tags: row.tags,
      allergies: row.allergies,
      alerts: row.alerts,
      is_active: row.archived_at === null,
      gender_identity: row.gender_identity,
      address_line1: row.address_line1,
      address_line2: row.address_line2,
      city: row.city,
      region: row.region,
      postal_code: row.postal_code,
      country: row.country,
      emergency_contact_name: row.emergency_contact_name,
      emergency_contact_phone: row.emergency_contact_phone,
      emergency_contact_relationship: row.emergency_contact_relationship,
      insurance: row.insurance,
      notes: row.notes,
      archived_at: iso(row.archived_at),
      merged_into: row.merged_into,
      has_portal_account: row.has_portal_account,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

let handle;
if (kind === 'patient') {
  const pg = createRequire(path.join(root, 'api', 'package.json'))('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  handle = (request, response) => {
    const id = /^\/api\/patients\/([^/?]+)/.exec(request.url ?? '')?.[1] ?? '';
    if (!UUID.test(id)) {
      send(response, 400, { detail: 'Enter a valid id', code: 'validation_error' });
      return;
    }
    patientRecord(pool, request, id).then(
      (body) =>
        body === null
          ? send(response, 404, { detail: 'Patient not found', code: 'not_found' })
          : send(response, 200, body),
      (error) => send(response, 500, { detail: String(error), code: 'internal_error' }),
    );
  };
} else if (kind === 'me') {
  const pg = createRequire(path.join(root, 'api', 'package.json'))('pg');
  // The API's pool size (DB_POOL_MAX default).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  handle = (_request, response) =>
    profile(pool).then(
      (body) => send(response, 200, body),
      (error) => send(response, 500, { detail: String(error), code: 'internal_error' }),
    );
} else if (kind === 'healthz-headers') {
  // The probe with the header set the API's answer carried (the bench reads it from the API and
  // passes it as JSON): what any server must write to send the same answer.
  const fixed = Object.entries(JSON.parse(rest[0] ?? '{}'));
  handle = (_request, response) => {
    const text = JSON.stringify({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
    response.writeHead(200, [
      ...fixed.flat(),
      'content-length',
      String(Buffer.byteLength(text)),
      'x-request-id',
      randomUUID(),
    ]);
    response.end(text);
  };
} else {
  handle = (_request, response) =>
    send(response, 200, { status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
}
http.createServer(handle).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
