import { loadConfig } from '../config/config';
import { connectDatabase } from '../db/connect';

/** `pnpm db:migrate`: applies pending migrations (starting the embedded server if needed). */
async function main() {
  const config = loadConfig();
  const connected = await connectDatabase(config, (message) => console.log(message));
  await connected.database.close();
  await connected.stopServer();
  console.log('database is up to date');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
