// Per-client limit on analytics events: a fixed window counted in this process's memory. The key
// (the client's IP address) is held for the current window only and never written anywhere.

export class FixedWindowRateLimiter {
  private counts = new Map<string, number>();
  private windowStart: number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.windowStart = now();
  }

  /** Counts one request for `key`; false when `key` is over its limit in the current window. */
  allow(key: string): boolean {
    const now = this.now();
    if (now - this.windowStart >= this.windowMs) {
      // A new window forgets every client at once: memory stays bounded by one window's clients.
      this.counts.clear();
      this.windowStart = now;
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count <= this.limit;
  }
}
