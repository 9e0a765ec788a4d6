/** `npm run db:seed`: applies migrations and seeds the demo data (idempotent). Stop `npm start` first when on PGlite. */
import { loadConfig } from '../services/config.ts';
import { openDatabase } from '../services/db/index.ts';
import { seedDatabase } from '../services/db/seed/index.ts';
import { PRODUCTION_SEED_REFUSED } from '../services/production-check.ts';

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
