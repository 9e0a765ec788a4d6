import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_JSON_SCHEMA_PATH, brandJsonSchema, brandJsonSchemaText } from './json-schema.ts';

describe('brands/brand.schema.json', () => {
  it('is up to date with the valibot schema (run `npm run brand:schema` after changing it)', () => {
    const committed = readFileSync(resolve(process.cwd(), BRAND_JSON_SCHEMA_PATH), 'utf8');
    expect(committed).toBe(brandJsonSchemaText());
  });

  it('describes every field for editors and refuses unknown ones', () => {
    const schema = brandJsonSchema() as {
      properties: Record<string, { description?: string }>;
      required: string[];
      additionalProperties: boolean;
    };
    for (const [field, property] of Object.entries(schema.properties)) {
      expect(property.description, field).toBeTruthy();
    }
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toContain('colors');
    expect(schema.required).not.toContain('customerAreaUrl');
  });
});
