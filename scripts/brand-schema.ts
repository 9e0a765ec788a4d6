// Writes brands/brand.schema.json (the editors' schema of brand.json) from the valibot schema.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BRAND_JSON_SCHEMA_PATH, brandJsonSchemaText } from '../src/features/brand/config/json-schema.ts';

const target = resolve(process.cwd(), BRAND_JSON_SCHEMA_PATH);
writeFileSync(target, brandJsonSchemaText());
console.log(`${BRAND_JSON_SCHEMA_PATH} gerado a partir de src/features/brand/config/schema.ts`);
