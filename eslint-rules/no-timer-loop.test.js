import rule from "./no-timer-loop.js";
import { ruleTester } from "./testing.js";

ruleTester.run("no-timer-loop", rule, {
  valid: [
    // One-off delays and time limits.
    "await new Promise((resolve) => setTimeout(resolve, 100));",
    "const force = setTimeout(() => server.closeAllConnections(), 10_000); force.unref();",
    "function flushSoon() { this.timer = setTimeout(() => void this.flush(), 20); }",
    "function later(fn) { setTimeout(() => fn(), 5); }",
    "clearInterval(timer);",
  ],
  invalid: [
    {
      code: "const timer = setInterval(() => void run(), intervalMs); timer.unref();",
      errors: [{ messageId: "interval", data: { timer: "setInterval" } }],
    },
    { code: "globalThis.setInterval(sweep, 1000);", errors: [{ messageId: "interval" }] },
    {
      code: 'import { setInterval } from "node:timers/promises"; for await (const _ of setInterval(1000)) {}',
      errors: [{ messageId: "interval" }],
    },
    {
      code: "function tick() { work(); setTimeout(tick, 1000); }",
      errors: [{ messageId: "timeoutLoop", data: { name: "tick" } }],
    },
    {
      code: "const sweep = async () => { await work(); setTimeout(() => void sweep(), 60_000); };",
      errors: [{ messageId: "timeoutLoop", data: { name: "sweep" } }],
    },
    {
      code: "class Job { schedule() { setTimeout(() => this.schedule(), 1000); } }",
      errors: [{ messageId: "timeoutLoop", data: { name: "schedule" } }],
    },
  ],
});
