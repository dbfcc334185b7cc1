// Links sent before the upgrade to one table of one-time links (migration 2026-11-28-01, decision
// 0035) keep working after it, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: a database
// migrated up to the migration before, rows written into the three old tables as the server wrote
// them then, the upgrade, and each link read and used through its feature; a used and an expired
// link still say so; the old tables stay for the previous release's instances during a rolling
// upgrade, and down() gives them the links as they are then.
import { createHash, randomBytes } from "node:crypto";
import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "~/.server/db/migrate";
import { migrations } from "~/.server/db/migrations";
import { insertAdministrator } from "~/.server/db/repositories/administrators";
import { insertLearner } from "~/.server/db/repositories/learners";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { inspectResetLink, resetPasswordWithLink } from "~/features/accounts/password-reset.server";
import { acceptInvite, readInvite } from "~/features/admin-auth/admin-invites.server";
import {
  readAdministratorResetLink,
  resetAdministratorPassword,
} from "~/features/admin-auth/admin-password-reset.server";

const NAME = "2026-11-28-01-one-time-tokens";
const PREVIOUS = "2026-11-26-06-certificates-by-learner";
const PASSWORD = "camels cross the dunes at dawn";

function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: createHash("sha256").update(token).digest("hex") };
}

describe.each(testDatabaseKinds())(
  "links sent before the one-time-tokens migration on %s",
  (kind) => {
    const t = testDatabaseForSuite(kind);

    it("still work after it, once, and used or expired ones still say so", async () => {
      expect(Object.keys(migrations)).toContain(NAME);
      const migrator = new Migrator({
        db: t.db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      });
      const down = await migrator.migrateTo(PREVIOUS);
      expect(down.error).toBeUndefined();

      const now = new Date();
      const at = now.toISOString();
      const inAnHour = new Date(now.getTime() + 3600_000).toISOString();
      const owner = await insertAdministrator(t.db, {
        name: "Mariem Owner",
        identifier: "mariem@example.mr",
        role: "owner",
        passwordHash: "$argon2id$owner",
      });
      const editor = await insertAdministrator(t.db, {
        name: "فاطمة بنت محمد",
        identifier: "fatima@example.mr",
        role: "editor",
        passwordHash: "$argon2id$editor",
      });
      const learner = await insertLearner(t.db, {
        email: "aicha@example.mr",
        phone: null,
        passwordHash: "$argon2id$learner",
      });
      const invite = newToken();
      const adminReset = newToken();
      const learnerReset = newToken();
      const usedReset = newToken();
      const expiredReset = newToken();
      await sql`INSERT INTO admin_invites (id, token_hash, name, identifier, role, invited_by,
        created_at, expires_at, used_at)
      VALUES (${crypto.randomUUID()}, ${invite.hash}, ${"Khadija"}, ${"khadija@example.mr"},
        ${"analyst"}, ${owner}, ${at}, ${inAnHour}, ${null})`.execute(t.db);
      await sql`INSERT INTO admin_password_resets (id, token_hash, administrator_id, created_by,
        created_at, expires_at, used_at)
      VALUES (${crypto.randomUUID()}, ${adminReset.hash}, ${editor}, ${owner}, ${at},
        ${inAnHour}, ${null})`.execute(t.db);
      for (const [link, createdBy, expiresAt, usedAt] of [
        [learnerReset, "admin", inAnHour, null],
        [usedReset, null, inAnHour, at],
        [expiredReset, owner, at, null],
      ] as const) {
        await sql`INSERT INTO password_reset_tokens (token_hash, learner_id, created_by, created_at,
          expires_at, used_at)
        VALUES (${link.hash}, ${learner}, ${createdBy}, ${at}, ${expiresAt}, ${usedAt})`.execute(
          t.db,
        );
      }

      await migrateToLatest(t.db);
      const { rows: oldTables } = await sql<{ n: number }>`SELECT 1 AS n FROM one_time_tokens
      WHERE token_hash IN (${invite.hash}, ${adminReset.hash}, ${learnerReset.hash},
        ${usedReset.hash}, ${expiredReset.hash})`.execute(t.db);
      expect(oldTables).toHaveLength(5);
      // The old tables stay as they were for one release: the previous release, still serving
      // during a rolling upgrade, reads them (RETIRED_TABLES).
      for (const [table, count] of [
        ["admin_invites", 1],
        ["admin_password_resets", 1],
        ["password_reset_tokens", 3],
      ] as const) {
        const { rows } = await sql<{
          n: unknown;
        }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.db);
        expect(Number(rows[0]?.n), table).toBe(count);
      }

      const later = new Date(now.getTime() + 60_000);
      expect(await readInvite(t.db, invite.token, later)).toMatchObject({
        status: "valid",
        invite: { name: "Khadija", identifier: "khadija@example.mr", role: "analyst" },
      });
      expect(await readAdministratorResetLink(t.db, adminReset.token, later)).toMatchObject({
        status: "valid",
        administrator: { id: editor },
      });
      expect(await inspectResetLink(t.db, learnerReset.token, later)).toMatchObject({
        status: "valid",
        learnerId: learner,
      });
      expect((await inspectResetLink(t.db, usedReset.token, later)).status).toBe("used");
      expect((await inspectResetLink(t.db, expiredReset.token, later)).status).toBe("expired");
      // A token opens only the kind of link it was made for.
      expect((await readInvite(t.db, learnerReset.token, later)).status).toBe("unknown");

      const password = { password: PASSWORD, confirm: PASSWORD };
      expect((await acceptInvite(t.db, invite.token, password, later)).ok).toBe(true);
      expect((await resetAdministratorPassword(t.db, adminReset.token, password, later)).ok).toBe(
        true,
      );
      const learnerDone = await resetPasswordWithLink(
        t.db,
        { token: learnerReset.token, ...password },
        later,
      );
      expect(learnerDone.ok).toBe(true);
      // Once each.
      expect((await readInvite(t.db, invite.token, later)).status).toBe("used");
      expect((await readAdministratorResetLink(t.db, adminReset.token, later)).status).toBe("used");
      expect((await inspectResetLink(t.db, learnerReset.token, later)).status).toBe("used");

      // Down again: the old tables with their rows (the upgrade can be undone).
      expect((await migrator.migrateTo(PREVIOUS)).error).toBeUndefined();
      const { rows: invites } = await sql<{
        name: string;
        used_at: unknown;
      }>`SELECT name, used_at FROM admin_invites WHERE token_hash = ${invite.hash}`.execute(t.db);
      expect(invites).toHaveLength(1);
      expect(invites[0]?.name).toBe("Khadija");
      expect(invites[0]?.used_at).not.toBeNull();
      const { rows: resets } = await sql`SELECT token_hash FROM password_reset_tokens`.execute(
        t.db,
      );
      // The two used ones: using a link deleted the learner's other unused (the expired) one.
      expect(resets).toHaveLength(2);
      await migrateToLatest(t.db);
    });
  },
);
