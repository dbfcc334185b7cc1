// Learner password rules (issue #6): 8 to 128 characters, no composition rules, common ones refused.
import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH } from "~/.server/auth/password-rules";
import { PASSWORD_HINT_MIN_LENGTH } from "./auth-forms";
import { AUTH_MESSAGES } from "./auth-messages";
import {
  commonPasswordCount,
  isCommonPassword,
  learnerPasswordProblem,
} from "./password-rules.server";

describe("learner passwords", () => {
  it("ships at least 1,000 common passwords", () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
  });

  it.each(["password", "12345678", "iloveyou", "Password1", "QWERTYUIOP", "sunshine"])(
    "refuses the common %j, whatever its case",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(learnerPasswordProblem(password)).toBe(AUTH_MESSAGES.passwordCommon);
    },
  );

  it("accepts an uncommon password with no digit, capital or symbol", () => {
    expect(learnerPasswordProblem("nouakchott sea breeze")).toBeNull();
    expect(learnerPasswordProblem("كلمة سر طويلة")).toBeNull();
  });

  it("counts characters as people do, from 8 to 128", () => {
    expect(learnerPasswordProblem("a7#kQ2z")).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(learnerPasswordProblem("a7#kQ2zp")).toBeNull();
    // Seven emoji are 14 UTF-16 units but 7 characters.
    expect(learnerPasswordProblem("🌴".repeat(7))).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(learnerPasswordProblem("🌴".repeat(8))).toBeNull();
    expect(learnerPasswordProblem("x".repeat(127) + "y")).toBeNull();
    expect(learnerPasswordProblem("x".repeat(128) + "y")).toBe(AUTH_MESSAGES.passwordTooLong);
  });
});

// Moved from app/i18n/catalogues.test.ts (issue #25: i18n does not import a feature).
describe("the password hint", () => {
  it("keeps the sign-up hint's minimum equal to the server's rule", () => {
    expect(PASSWORD_HINT_MIN_LENGTH).toBe(PASSWORD_MIN_LENGTH);
  });
});
