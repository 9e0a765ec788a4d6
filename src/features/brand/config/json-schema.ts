import { toJsonSchema } from '@valibot/to-json-schema';
import { BrandSchema } from './schema.ts';

/** Where the editors' JSON Schema lives, relative to the project (brand.json points to it). */
export const BRAND_JSON_SCHEMA_PATH = 'brands/brand.schema.json';

/**
 * The JSON Schema of brand.json, generated from the valibot schema. Checks JSON Schema cannot
 * express (contrast, CNPJ check digits, plan rules) are left to the build.
 */
export function brandJsonSchema(): Record<string, unknown> {
  return toJsonSchema(BrandSchema, {
    target: 'draft-07',
    ignoreActions: ['check', 'partial_check'],
  }) as Record<string, unknown>;
}

/** The file's exact text, so the committed copy can be compared byte for byte. */
export function brandJsonSchemaText(): string {
  return `${JSON.stringify(brandJsonSchema(), null, 2)}\n`;
}
