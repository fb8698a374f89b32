import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { ensureRoles } from '../db/roles';
import { generatedTypesFile, readSchema, renderSchema } from '../db/schema-codegen';
import { startThrowawayPostgres } from '../db/throwaway-postgres';

/**
 * `pnpm db:types`: migrates a throwaway database on a throwaway embedded server and writes the
 * Kysely types of what the migrations made (ADR 026).
 */
async function main() {
  const server = await startThrowawayPostgres('clinio_types');
  try {
    await ensureRoles(server.ownerUrl);
    await migrate(server.ownerUrl);
    const client = new pg.Client({ connectionString: server.ownerUrl });
    await client.connect();
    try {
      await writeFile(generatedTypesFile(), renderSchema(await readSchema(client)));
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
  console.log(`wrote ${path.relative(process.cwd(), generatedTypesFile())}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
