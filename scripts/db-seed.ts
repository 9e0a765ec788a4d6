/** `npm run db:seed`: applies migrations and seeds the demo data (idempotent). Stop `npm start` first when on PGlite. */
import { loadConfig } from '../services/config.ts';
import { openDatabase } from '../services/db/index.ts';
import { seedDatabase } from '../services/db/seed/index.ts';

const config = loadConfig();
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
