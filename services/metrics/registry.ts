import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, served as Prometheus text by `metrics/routes.ts`. One registry per
 * process: each service process is one scrape target, whatever the number of apps it builds.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Labels are route templates (`/api/store/pb/:pb/productgroups`), never paths: bounded, and no one's data. */
export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route template and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route template and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused with 429, by limit.',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const lateFragments = new Counter({
  name: 'fragment_includes_late_total',
  help: 'Fragments answered after the proxy stopped waiting for them (its include budget): the page went out with the stub.',
  registers: [registry],
});

export const webhookEvents = new Counter({
  name: 'webhook_events_total',
  help: 'Partner status events received, by result (applied, duplicate, refused, failed).',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const orderBatchSize = new Histogram({
  name: 'order_batch_size',
  help: 'Orders stored by one statement (its count is the number of batches).',
  buckets: [1, 2, 4, 8, 16, 32, 64],
  registers: [registry],
});
