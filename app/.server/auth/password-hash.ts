// Password hashing shared by every sign-in of the site (the admin gate, learner accounts):
// argon2id with OWASP's baseline. Only hashes are ever stored (decision 0004).
import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";

/**
 * OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): measured about 10 ms per hash on the
 * build machine (2026-11-22), memory-hard so offline guessing on GPUs stays costly. Each hash
 * records its parameters, so raising them later keeps existing hashes verifiable.
 * `Algorithm` is an ambient const enum, which isolatedModules cannot read, hence the literal.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
export function characterCount(password: string): number {
  return [...password].length;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed hash (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
