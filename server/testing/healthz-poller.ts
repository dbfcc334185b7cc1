// Asks /healthz every 100 ms from a worker thread while a test does something heavy (issue #26):
// the worker has its own event loop, so a server that stalls its own (the test's) shows as a poll
// that waits, where a poller on the same loop would simply not have asked.
import { Worker } from "node:worker_threads";

export interface HealthPoll {
  /** From the request to the end of the answer. */
  ms: number;
  /** 200 before the poll's own 30 s timeout. */
  ok: boolean;
}

const POLLER = `
const { parentPort, workerData } = require("node:worker_threads");
let running = true;
const polls = [];
parentPort.on("message", () => (running = false));
(async () => {
  while (running) {
    const started = performance.now();
    let ok = false;
    try {
      const response = await fetch(workerData.url, { signal: AbortSignal.timeout(30000) });
      await response.arrayBuffer();
      ok = response.status === 200;
    } catch {}
    polls.push({ ms: performance.now() - started, ok });
    const wait = 100 - (performance.now() - started);
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  }
  parentPort.postMessage(polls);
})();
`;

/** Starts polling `${base}/healthz`; `stop()` ends it after the poll under way and gives every poll. */
export function pollHealth(base: string): { stop(): Promise<HealthPoll[]> } {
  const worker = new Worker(POLLER, { eval: true, workerData: { url: `${base}/healthz` } });
  const done = new Promise<HealthPoll[]>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    async stop() {
      worker.postMessage("stop");
      const polls = await done;
      await worker.terminate();
      return polls;
    },
  };
}
