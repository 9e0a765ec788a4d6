/**
 * `npm run db:reset`: erases the database (the PGlite folder, or every table of the PostgreSQL
 * database in DATABASE_URL), then migrates and seeds again. Stop `npm start` first when on PGlite.
 */
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../services/config.ts';
import { openDatabase } from '../services/db/index.ts';
import { seedDatabase } from '../services/seed/index.ts';
import { commandArgs } from './lib/cli.ts';

commandArgs(
  `
Usage: npm run db:reset
Erases the services' database (the PGlite folder DATA_DIR, or every table of the PostgreSQL database
in DATABASE_URL), then migrates and seeds the demo data. Stop npm start first when on PGlite.
Refused with NODE_ENV=production.

  --help   this text`,
  {},
);

const config = loadConfig();
if (config.nodeEnv === 'production') {
  console.error('db:reset recusado com NODE_ENV=production.');
  process.exit(1);
}
const usesServer = config.databaseUrl?.startsWith('postgres');
if (!usesServer && !config.databaseUrl) await rm(config.dataDir, { recursive: true, force: true });
const database = await openDatabase(config);
try {
  if (usesServer) {
    await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await database.db.execute(sql`DROP SCHEMA public CASCADE`);
    await database.db.execute(sql`CREATE SCHEMA public`);
  }
  await database.migrate();
  await seedDatabase(database.db);
  console.log(`Banco recriado com os dados de demonstração (${usesServer ? 'PostgreSQL' : config.dataDir}).`);
} finally {
  await database.close();
}
