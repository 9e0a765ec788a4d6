/** `npm run db:seed`: applies migrations and seeds the demo data (idempotent). Stop `npm start` first when on PGlite. */
import { loadConfig } from '../services/config.ts';
import { openDatabase } from '../services/db/index.ts';
import { PRODUCTION_SEED_REFUSED } from '../services/production-check.ts';
import { seedDatabase } from '../services/seed/index.ts';
import { commandArgs } from './lib/cli.ts';

commandArgs(
  `
Usage: npm run db:seed
Applies the migrations and seeds the demo data into the services' database (DATABASE_URL, else
DATA_DIR); run again, it changes nothing. Stop npm start first when on PGlite. Refused with
NODE_ENV=production.

  --help   this text`,
  {},
);

const config = loadConfig();
if (config.nodeEnv === 'production') {
  console.error(`db:seed recusado com NODE_ENV=production.\n${PRODUCTION_SEED_REFUSED}`);
  process.exit(1);
}
const database = await openDatabase(config);
try {
  await database.migrate();
  await seedDatabase(database.db);
  console.log(
    `Dados de demonstração prontos (${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}).`,
  );
} finally {
  await database.close();
}
