// Who the data tests' admin writes are done by, for their audit entries (issue #14): the owner,
// from an address of the documentation range (RFC 5737).
import type { AuditOrigin } from "~/.server/audit/record-admin-action";
import { OWNER_ACTOR } from "~/lib/admin-audit";

export const TEST_AUDIT_ORIGIN: AuditOrigin = { actor: OWNER_ACTOR, ip: "192.0.2.10" };
