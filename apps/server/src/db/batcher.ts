// Group commit: calls that arrive while the database is busy with earlier ones wait for
// the next statement, together with every other call that arrived meanwhile. A call on a quiet
// server runs at once, alone; under a burst, a few statements (and commits) serve many callers.
// Each caller still gets its own answer, and only once the statement that served it has finished.

export interface BatcherOptions<I, O> {
  /** One statement for the items, answering each in order (the same length as `items`). */
  run: (items: I[]) => Promise<O[]>;
  /** Items in one statement. */
  most: number;
  /** Statements running at once: fewer means bigger groups and less work per item for the database. */
  inFlight: number;
  /** Items with the same key never share a statement (they wait for the next one, in order). */
  keyOf?: (item: I) => unknown;
}

export function batcher<I, O>(opts: BatcherOptions<I, O>): (item: I) => Promise<O> {
  type Waiting = { item: I; resolve: (o: O) => void; reject: (err: unknown) => void };
  let waiting: Waiting[] = [];
  let inFlight = 0;

  const take = (): Waiting[] => {
    const keys = new Set<unknown>();
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const w of waiting) {
      const key = opts.keyOf?.(w.item);
      if (batch.length < opts.most && (key === undefined || !keys.has(key))) {
        if (key !== undefined) keys.add(key);
        batch.push(w);
      } else rest.push(w);
    }
    waiting = rest;
    return batch;
  };

  const runBatch = async (batch: Waiting[]): Promise<void> => {
    let out: O[] | null = null;
    let failure: unknown = null;
    try {
      out = await opts.run(batch.map((w) => w.item));
      if (out.length !== batch.length)
        throw new Error(`batcher: ${out.length} answers for ${batch.length} items`);
    } catch (err) {
      failure = err;
    }
    // the next statement leaves before these callers' answers are written, so the database works
    // while this process writes them
    inFlight--;
    drain();
    batch.forEach((w, i) => (out === null ? w.reject(failure) : w.resolve(out[i] as O)));
  };

  function drain(): void {
    while (inFlight < opts.inFlight && waiting.length > 0) {
      const batch = take();
      inFlight++;
      void runBatch(batch);
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      drain();
    });
}

/** One batcher per database (a test suite runs many), made on first use. */
export function perDatabase<D extends object, F>(make: (db: D) => F): (db: D) => F {
  const made = new WeakMap<D, F>();
  return (db) => {
    let f = made.get(db);
    if (!f) made.set(db, (f = make(db)));
    return f;
  };
}
