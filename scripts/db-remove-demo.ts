/**
 * `npm run db:remove-demo`: removes the demo people with their stores, orders and the rest of what
 * is theirs, and nothing else (services/seed/demo-people.ts). The remedy a production start
 * names when its database holds demo accounts; allowed in production, it needs the database only.
 */
import { loadConfig } from '../services/config.ts';
import { openDatabase } from '../services/db/index.ts';
import { removeDemoPeople } from '../services/seed/demo-people.ts';
import { commandArgs } from './lib/cli.ts';

commandArgs(
  `
Usage: npm run db:remove-demo
Removes the demo people with their stores, orders and the rest of what is theirs, and nothing else,
from the services' database (DATABASE_URL, else DATA_DIR). Allowed in production.

  --help   this text`,
  {},
);

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const removed = await removeDemoPeople(database.db);
  console.log(
    removed.people === 0
      ? 'Nenhum dado de demonstração no banco.'
      : `Dados de demonstração removidos: ${removed.people} pessoas, ${removed.stores} lojas, ${removed.orders} pedidos.`,
  );
} finally {
  await database.close();
}
