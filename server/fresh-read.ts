// Many requests, few reads, none stale: the page cache asks for the content version on every
// anonymous page view, and at a few thousand views a second that one primary-key read was most of
// a PostgreSQL instance's work and a third of the time Node spent on a cached page (issue #13's
// benchmark). A cached value (for even a millisecond) would let a page outlive an edit another
// instance committed before the request arrived. Instead, callers share reads: one that arrives
// while a read is running waits for the next read, which starts only after the running one ends,
// and so after the caller arrived. Every caller therefore gets a value read wholly after it
// asked, as if it had read alone, and under load there is one read in flight at a time instead of
// one per request.

/** `read`, shared by the callers that arrive while it runs (see above). */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  /** The read that is running, if any. */
  let running: Promise<T> | undefined;
  /** The read that starts when `running` ends, shared by every caller that arrived meanwhile. */
  let queued: Promise<T> | undefined;

  function start(): Promise<T> {
    const reading = read();
    running = reading;
    const finished = () => {
      if (running === reading) running = undefined;
    };
    reading.then(finished, finished);
    return reading;
  }

  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
