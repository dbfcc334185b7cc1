// A named administrator and a pending invite as the admin screens see them (issue #14). Never
// a password hash or an invite's token: those stay in the data layer.
import type { AdminRole } from "./admin-roles";

export interface Administrator {
  id: string;
  name: string;
  /** A lower-cased email address or an E.164 phone number. */
  identifier: string;
  role: AdminRole;
  /** ISO-8601; null while the administrator may sign in. */
  disabledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminInvite {
  id: string;
  name: string;
  identifier: string;
  role: AdminRole;
  /** The inviting administrator's id; null for the bootstrap owner. */
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}
