// Trusted browsers (device cookies, issue #12), on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../testing/test-databases";
import { testDatabaseForSuite } from "../testing/suite-database";
import {
  countTrustedDevices,
  deleteExpiredTrustedDevices,
  deleteTrustedDevice,
  deleteTrustedDevicesOfSubject,
  findTrustedDevice,
  insertTrustedDevice,
} from "./trusted-devices";

const at = (iso: string) => new Date(iso);
const device = (tokenHash: string, subjectId: string, expiresAt: string, scope = "learner") => ({
  tokenHash,
  scope,
  subjectId,
  createdAt: at("2026-11-23T08:00:00.000Z"),
  expiresAt: at(expiresAt),
});

describe.each(testDatabaseKinds())("trusted devices on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  beforeEach(async () => {
    await t.db.deleteFrom("trusted_devices").execute();
  });

  it("finds a device of its scope until it expires", async () => {
    await insertTrustedDevice(t.db, device("h1", "learner-1", "2026-12-01T00:00:00.000Z"));
    expect(await findTrustedDevice(t.db, "learner", "h1", at("2026-11-30T23:59:59.999Z"))).toEqual({
      tokenHash: "h1",
      scope: "learner",
      subjectId: "learner-1",
      expiresAt: "2026-12-01T00:00:00.000Z",
    });
    expect(await findTrustedDevice(t.db, "admin", "h1", at("2026-11-24T00:00:00.000Z"))).toBeNull();
    expect(
      await findTrustedDevice(t.db, "learner", "h1", at("2026-12-01T00:00:00.000Z")),
    ).toBeNull();
  });

  it("forgets one device, a subject's devices but one, and expired ones", async () => {
    await insertTrustedDevice(t.db, device("a1", "a", "2027-01-01T00:00:00.000Z"));
    await insertTrustedDevice(t.db, device("a2", "a", "2027-01-01T00:00:00.000Z"));
    await insertTrustedDevice(t.db, device("a3", "a", "2027-01-01T00:00:00.000Z"));
    await insertTrustedDevice(t.db, device("b1", "b", "2026-11-24T00:00:00.000Z"));
    await insertTrustedDevice(t.db, device("x1", "a", "2027-01-01T00:00:00.000Z", "admin"));

    await deleteTrustedDevice(t.db, "a1");
    expect(await deleteTrustedDevicesOfSubject(t.db, "learner", "a", { keep: "a3" })).toBe(1);
    expect(await countTrustedDevices(t.db, "learner", "a")).toBe(1);
    expect(await countTrustedDevices(t.db, "admin", "a")).toBe(1);
    expect(await deleteExpiredTrustedDevices(t.db, at("2026-11-24T00:00:00.000Z"))).toBe(1);
    expect(await countTrustedDevices(t.db, "learner", "b")).toBe(0);
  });
});
