import { Worker } from 'node:worker_threads';
import { tooManyRequests } from '../../http/errors.ts';
import type { ShareCard } from './share-image.ts';

/** Renders waiting beyond the one under way; past this a flood gets 429 instead of a growing queue. */
export const RENDER_QUEUE_MAX = 16;

type Job = { card: ShareCard; resolve: (png: Buffer) => void; reject: (error: Error) => void };

/**
 * One render at a time, on a thread of its own, so store reads on the main thread keep their
 * latency while cards are drawn. The thread starts with the first render and never holds the
 * process open.
 */
export function createRenderQueue(): (card: ShareCard) => Promise<Buffer> {
  let worker: Worker | null = null;
  let current: Job | null = null;
  const waiting: Job[] = [];

  function fail(error: Error): void {
    worker = null;
    current?.reject(error);
    current = null;
    next();
  }

  function start(): Worker {
    const thread = new Worker(new URL('./render-worker.ts', import.meta.url));
    thread.unref();
    thread.on('message', (answer: { png?: Uint8Array; error?: string }) => {
      const job = current;
      current = null;
      if (answer.png) job?.resolve(Buffer.from(answer.png));
      else job?.reject(new Error(answer.error ?? 'render failed'));
      next();
    });
    thread.on('error', fail);
    thread.on('exit', (code) => {
      if (worker === thread) fail(new Error(`render thread exited (${code})`));
    });
    return thread;
  }

  function next(): void {
    if (current) return;
    const job = waiting.shift();
    if (!job) return;
    current = job;
    worker ??= start();
    worker.postMessage({ card: job.card });
  }

  return (card) => {
    if (waiting.length >= RENDER_QUEUE_MAX) return Promise.reject(tooManyRequests('share-render-queue'));
    return new Promise<Buffer>((resolve, reject) => {
      waiting.push({ card, resolve, reject });
      next();
    });
  };
}
