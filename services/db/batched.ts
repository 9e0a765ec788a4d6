import type { Db } from './index.ts';

/** A call waiting in a batcher's queue, settled by the batch that takes it. */
export interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

export interface BatcherOptions<I, O> {
  /** Runs one batch and settles every call in it. */
  run: (batch: Waiting<I, O>[]) => Promise<void>;
  /** Batches running at once (default 2); calls arriving meanwhile wait and go together in the next. */
  inFlight?: number;
  /** Takes the next batch out of the queue (it must remove what it takes and take at least one). */
  take: (queue: Waiting<I, O>[]) => Waiting<I, O>[];
}

/**
 * Calls that arrive while earlier batches are running go together in the next batch: under load
 * one statement (one round trip, one plan, one commit) serves many requests, and a lone request
 * still runs in the next turn of the event loop.
 */
export function batcher<I, O>({ run, inFlight = 2, take }: BatcherOptions<I, O>): (input: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let running = 0;
  let scheduled = false;
  const start = () => {
    scheduled = false;
    while (running < inFlight && queue.length > 0) {
      running += 1;
      void run(take(queue)).finally(() => {
        running -= 1;
        pump();
      });
    }
  };
  // A batch starts after the event loop has read the requests already waiting on their sockets:
  // an embedded database answers within the same turn, so starting at once would run each request
  // alone.
  const pump = () => {
    if (scheduled || running >= inFlight || queue.length === 0) return;
    scheduled = true;
    setImmediate(start);
  };
  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      pump();
    });
}

/** Takes the first `size` calls of the queue. */
export const firstOf =
  (size: number) =>
  <T>(queue: T[]): T[] =>
    queue.splice(0, size);

/**
 * Settles a batch from one statement's answers, one per call by place; when the statement fails,
 * every call in the batch fails with its error.
 */
export async function settleAll<I, O>(batch: Waiting<I, O>[], answers: Promise<O[]>): Promise<void> {
  try {
    const outputs = await answers;
    for (const [n, waiting] of batch.entries()) waiting.resolve(outputs[n] as O);
  } catch (error) {
    for (const waiting of batch) waiting.reject(error);
  }
}

/**
 * One batcher for each `key` (a database, the services' dependencies), made when the key is first
 * used: the statements it runs belong to that key.
 */
export function batcherPer<K extends object, I, O>(
  optionsFor: (key: K) => BatcherOptions<I, O>,
): (key: K, input: I) => Promise<O> {
  const batchers = new WeakMap<K, (input: I) => Promise<O>>();
  return (key, input) => {
    let call = batchers.get(key);
    if (!call) {
      call = batcher(optionsFor(key));
      batchers.set(key, call);
    }
    return call(input);
  };
}

/**
 * A lookup whose calls arriving together share one statement, made once per database: `answers`
 * builds, for a database, the function answering a batch of inputs by place (null where nothing
 * was found). At most `size` calls a statement.
 */
export function batchedLookup<I, O>(
  answers: (db: Db) => (inputs: I[]) => Promise<O[]>,
  size: number,
): (db: Db, input: I) => Promise<O> {
  return batcherPer<Db, I, O>((db) => {
    const answer = answers(db);
    return {
      run: (batch) => settleAll(batch, answer(batch.map((waiting) => waiting.input))),
      take: firstOf(size),
    };
  });
}
