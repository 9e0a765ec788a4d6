import * as v from 'valibot';
import { ShortText } from './common.ts';
import type { Endpoint, ServiceContract } from './endpoint.ts';

export const DEFAULT_TOS_VERSION = 'v1.0.0';

/** Privacy audit record (spec §7). `source` is the store slug, or the company's own id when white-label. */
export const AuditBody = v.object({
  source: ShortText(100),
  metadata: v.looseObject({
    user: v.object({
      cpf: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(14)))),
      email: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(254)))),
      id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
      action: ShortText(64),
    }),
    tos_version: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(32))), DEFAULT_TOS_VERSION),
  }),
});
export const AuditAnswer = v.object({ id: v.number(), tos_version: v.string() });

export const privacyEndpoints = {
  record: {
    method: 'POST',
    path: '',
    summary:
      'Appends an audit record (append-only: nothing changes or deletes one). With a token, `user.id` must be its owner.',
    auth: 'optional',
    body: AuditBody,
    response: AuditAnswer,
    status: 201,
    errors: { 403: 'user.id of someone else' },
  },
} as const satisfies Record<string, Endpoint>;

export const service: ServiceContract = {
  name: 'privacy',
  base: '/api/privacy',
  description: 'Privacy audit trail.',
  endpoints: privacyEndpoints,
};

export type AuditPayload = v.InferInput<typeof AuditBody>;
