/**
 * `npm run db:first-store -- --email <e-mail> --name "<nome>" --slug <slug> [--company <id>]` (USAGE):
 * on a production database started empty, writes the platform's data (companies, catalog,
 * reference lists) and, if there is no banker yet, the first banker with an open store at
 * /pb/<slug>. The banker sets the password with the code 'Esqueci minha senha' mails
 * (docs/deployment.md#first-production-start).
 */
import * as v from 'valibot';
import { loadConfig } from '../services/config.ts';
import { openDatabase } from '../services/db/index.ts';
import { createFirstStore, FirstStoreSchema } from '../services/seed/first-store.ts';
import { commandArgs } from './lib/cli.ts';

const { values } = commandArgs(
  `
Usage: npm run db:first-store -- --email <e-mail> --name "<name>" --slug <slug> [--company <id>]
On a production database started empty: the platform's data (companies, catalog, reference lists)
and, if there is no banker yet, the first banker with an open store at /pb/<slug>. The banker sets
the password with the code 'Esqueci minha senha' mails. The database is the services' (DATABASE_URL,
else DATA_DIR).

  --email <e-mail>   the banker's e-mail
  --name "<name>"    the banker's full name
  --slug <slug>      the store's address, /pb/<slug>
  --company <id>     the brand's company (companyId of brands/<id>/brand.json)
  --help             this text`,
  {
    email: { type: 'string', default: '' },
    name: { type: 'string', default: '' },
    slug: { type: 'string', default: '' },
    company: { type: 'string' },
  },
);
const parsed = v.safeParse(FirstStoreSchema, values);
if (!parsed.success) {
  console.error(`db:first-store: ${parsed.issues.map((issue) => issue.message).join('; ')}`);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const result = await createFirstStore(database.db, parsed.output);
  if (!result.created) {
    console.error(
      result.reason === 'banker-exists'
        ? 'db:first-store: o banco já tem um banker; este comando cria só o primeiro.'
        : `db:first-store: a empresa ${parsed.output.company} não existe (veja companyId em brands/<id>/brand.json).`,
    );
    process.exitCode = 1;
  } else
    console.log(
      `Primeira loja criada: ${config.publicOrigin}/pb/${parsed.output.slug}. O banker define a senha em 'Esqueci minha senha' com o código enviado a ${parsed.output.email}.`,
    );
} finally {
  await database.close();
}
