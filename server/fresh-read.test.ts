import { describe, expect, it } from "vitest";
import { sharedFreshRead } from "./fresh-read";

/** A read whose answers the test releases one at a time. */
function controlledReads() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { read, pending };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("sharedFreshRead", () => {
  it("starts a read for a caller when none is running", async () => {
    const { read, pending } = controlledReads();
    const shared = sharedFreshRead(read);
    const first = shared();
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(1);
    await expect(first).resolves.toBe(1);
    const second = shared();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(2);
    await expect(second).resolves.toBe(2);
  });

  it("never gives a caller a read that started before it arrived", async () => {
    const { read, pending } = controlledReads();
    const shared = sharedFreshRead(read);
    const early = shared();
    // Arrive while the first read runs: a write committed just before them may not be in it.
    const late = [shared(), shared(), shared()];
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(1);
    await expect(early).resolves.toBe(1);
    await settle();
    // One new read, started after the first ended, for all three.
    expect(pending).toHaveLength(2);
    pending[1]!.resolve(2);
    await expect(Promise.all(late)).resolves.toEqual([2, 2, 2]);
  });

  it("shares a failure only with the callers of that read", async () => {
    const { read, pending } = controlledReads();
    const shared = sharedFreshRead(read);
    const failing = shared();
    const next = shared();
    pending[0]!.reject(new Error("database away"));
    await expect(failing).rejects.toThrow("database away");
    await settle();
    pending[1]!.resolve(7);
    await expect(next).resolves.toBe(7);
    const after = shared();
    expect(pending).toHaveLength(3);
    pending[2]!.resolve(8);
    await expect(after).resolves.toBe(8);
  });
});
