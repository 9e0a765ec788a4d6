/**
 * What the brand feature offers the others (docs/maintaining.md#feature-walls): the brand file as
 * a build reads it. The brand's client data and hooks are the core's (src/core/brand/).
 */
export type { Brand } from './config/load.ts';
