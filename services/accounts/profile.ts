import { sql } from 'drizzle-orm';
import type { BankerProfileAnswer } from '../../src/core/contract/auth.ts';
import { PERSON_TYPE } from '../../src/core/format/person-types.ts';
import type { Db } from '../db/index.ts';
import { preparedOnce } from '../db/prepared.ts';

/**
 * The banker profile answer (docs/entities.md) of the person `p`, keys in the contract's order: profile,
 * company and terms, address, contacts and assistant are joined and aggregated by PostgreSQL.
 */
const profileJson = sql<BankerProfileAnswer>`json_build_object(
  'person', json_build_object(
    'id', p.id, 'slug', p.slug, 'full_name', p.full_name,
    'nickname', p.nickname, 'email', p.email, 'photo', p.photo, 'principal_contact', p.principal_contact,
    'contacts', (
      SELECT coalesce(json_agg(json_build_object('id', ct.id, 'value', ct.value,
        'contact_type', json_build_object('id', t.id, 'name', t.name)) ORDER BY ct.contact_type_id), '[]')
      FROM contacts ct JOIN contact_types t ON t.id = ct.contact_type_id
      WHERE ct.person_id = p.id),
    'company', CASE WHEN co.id IS NOT NULL THEN json_build_object('id', co.id, 'name', co.name) END,
    'certificates', coalesce(bp.certificates, '[]'),
    'address', json_build_object(
      'city', CASE WHEN ci.name <> '' THEN json_build_object('name', ci.name) END,
      'state', CASE WHEN st.slug <> '' THEN json_build_object('slug', st.slug) END),
    'assistent_from', (
      SELECT json_build_object('nickname', a.nickname, 'full_name', a.full_name, 'photo', a.photo,
        'principal_contact', a.principal_contact, 'email', a.email)
      FROM persons a WHERE a.id = bp.assistant_id)),
  'company', CASE WHEN co.id IS NOT NULL THEN json_build_object(
    'id', co.id, 'name', co.name, 'plan', CASE WHEN co.plan = 'full' THEN 'full' ELSE 'lite' END,
    'whitelabel', co.whitelabel, 'logo', co.logo, 'favicon', co.favicon, 'store_url', co.store_url,
    'tos', CASE WHEN co.tos_id IS NOT NULL AND tos.version <> ''
      THEN json_build_object('id', co.tos_id, 'version', tos.version) END,
    'metadata', co.metadata) END,
  'pb_since', bp.pb_since, 'career', coalesce(bp.career, '[]'), 'career_deprecated', bp.career_deprecated,
  'bio', bp.bio, 'why_franq', bp.why_franq)`;

/** The banker profile of a store slug (one statement), or null. */
export async function loadBankerProfile(db: Db, slug: string): Promise<BankerProfileAnswer | null> {
  const statement = preparedOnce(db, 'auth_banker_profile', (db, name) =>
    db
      .select({ profile: profileJson })
      .from(sql`persons p
        LEFT JOIN banker_profiles bp ON bp.person_id = p.id
        LEFT JOIN companies co ON co.id = p.company_id
        LEFT JOIN terms_of_service tos ON tos.id = co.tos_id
        LEFT JOIN addresses ad ON ad.person_id = p.id
        LEFT JOIN cities ci ON ci.id = ad.city_id
        LEFT JOIN states st ON st.id = ad.state_id`)
      .where(
        sql`p.slug = ${sql.placeholder('pb')} AND p.person_type = ${sql.raw(String(PERSON_TYPE.banker))}`,
      )
      .limit(1)
      .prepare(name),
  );
  const rows = await statement.execute({ pb: slug });
  return rows[0]?.profile ?? null;
}
