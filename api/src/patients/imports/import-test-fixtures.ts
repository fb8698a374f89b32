import type { PatientImport, PatientImportDraft } from '@clinio/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { multipartBody } from '../../staff/staff-test-fixtures';

/** Test helpers of the import: upload a file as a browser does, start it, read its state. */

export async function uploadCsv(
  server: FastifyInstance,
  headers: Record<string, string>,
  content: string | Buffer,
  filename = 'patients.csv',
) {
  const body = multipartBody([{ name: 'file', filename, contentType: 'text/csv', content }]);
  return server.inject({
    method: 'POST',
    url: '/api/patients/imports',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export async function uploadDraft(
  server: FastifyInstance,
  headers: Record<string, string>,
  content: string | Buffer,
): Promise<PatientImportDraft> {
  const response = await uploadCsv(server, headers, content);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<PatientImportDraft>();
}

export async function startDraft(
  server: FastifyInstance,
  headers: Record<string, string>,
  draft: PatientImportDraft,
  extra: { branch_id?: string | null } = {},
): Promise<PatientImport> {
  const response = await server.inject({
    method: 'POST',
    url: `/api/patients/imports/${draft.import.id}/start`,
    headers,
    payload: { mapping: draft.mapping, ...extra },
  });
  if (response.statusCode !== 202) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
  return response.json<PatientImport>();
}

export async function readImport(
  server: FastifyInstance,
  headers: Record<string, string>,
  id: string,
): Promise<PatientImport> {
  const response = await server.inject({ method: 'GET', url: `/api/patients/imports/${id}`, headers });
  return response.json<PatientImport>();
}

/** The clinic's country (phones and day/month order are read in it). */
export async function setClinicCountry(database: Database, tenantId: string, country: string): Promise<void> {
  await database.withTenant(tenantId, (tx) => tx.updateTable('clinics').set({ country }).execute());
}

/** A patient written straight to the table (the records API is another module's). */
export async function insertPatient(
  database: Database,
  tenantId: string,
  values: {
    first_name: string;
    last_name: string;
    date_of_birth?: string | null;
    phone_number?: string;
    email?: string;
    allergies?: string[];
    alerts?: string[];
    tags?: string[];
    login_id?: string | null;
    archived_at?: Date | null;
  },
): Promise<string> {
  return database.withTenant(tenantId, async (tx) => {
    const row = await tx
      .insertInto('patients')
      .values({ tenant_id: tenantId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function patientCount(database: Database, tenantId: string): Promise<number> {
  return database.withTenant(tenantId, async (tx) => {
    const row = await tx
      .selectFrom('patients')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
}

/** Good rows, rows each with one kind of error, and two rows of the same person. */
export const GOOD_AND_BAD = [
  'First Name,Last Name,DOB,Mobile,E-mail,Allergies,Zip',
  'Ana,Silva,1985-03-14,(201) 555-0123,ana@example.test,Peanuts; Penicillin|latex,10001',
  'Ben,Okafor,07/04/1990,,ben@example.test,,',
  ',Nofirst,1970-01-01,,,,',
  'Cara,Future,2999-01-01,,,,',
  'Dan,Badphone,1980-05-05,12ab,,,',
  'Eve,Bademail,1981-06-06,,not-an-email,,',
  'Fay,Twin,1975-02-02,(201) 555-0199,,,',
  'Fay,Twin,1975-02-02,(201) 555-0199,,,',
].join('\n');
