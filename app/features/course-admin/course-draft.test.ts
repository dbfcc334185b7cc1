// The editor's drafts in the browser (issue #14 audit): one key per administrator and course, the
// version of the course a draft started from, and when restoring it would undo a later save.
import { describe, expect, it } from "vitest";
import {
  draftIsBehind,
  draftKey,
  draftOwnerOf,
  initialEditorState,
  parseStoredDraft,
  serializeDraft,
} from "./course-draft";

const state = initialEditorState(null, [], []);

describe("course drafts", () => {
  it("keeps one key per administrator and course; the bootstrap password is 'owner'", () => {
    expect(draftKey(draftOwnerOf({ id: null }), "c1")).toBe("maarifa:course-draft:owner:c1");
    expect(draftKey(draftOwnerOf({ id: "a-7" }), null)).toBe("maarifa:course-draft:a-7:new");
    expect(draftKey("a-7", "c1")).not.toBe(draftKey("a-8", "c1"));
  });

  it("stores the course's version it started from, and reads it back", () => {
    const text = serializeDraft(state, new Date("2026-11-26T10:00:00Z"), "2026-11-26T09:00:00Z");
    expect(parseStoredDraft(text)?.courseUpdatedAt).toBe("2026-11-26T09:00:00Z");
    // A new course has no version.
    expect(parseStoredDraft(serializeDraft(state, new Date(), null))?.courseUpdatedAt).toBe(
      undefined,
    );
  });

  it("is behind when the course was saved after the version the draft started from", () => {
    const draft = parseStoredDraft(
      serializeDraft(state, new Date("2026-11-26T10:00:00Z"), "2026-11-26T09:00:00.000Z"),
    )!;
    expect(draftIsBehind(draft, { updatedAt: "2026-11-26T09:00:00.000Z" })).toBe(false);
    // Saved by someone else at 09:30, before this draft was last written (10:00): still behind.
    expect(draftIsBehind(draft, { updatedAt: "2026-11-26T09:30:00.000Z" })).toBe(true);
    expect(draftIsBehind(draft, null)).toBe(false);
  });

  it("judges a draft kept before versions were recorded by when it was kept", () => {
    const old = parseStoredDraft(
      JSON.stringify({
        ...JSON.parse(serializeDraft(state, new Date("2026-11-26T10:00:00Z"), null)),
      }),
    )!;
    expect(draftIsBehind(old, { updatedAt: "2026-11-26T09:00:00.000Z" })).toBe(false);
    expect(draftIsBehind(old, { updatedAt: "2026-11-26T11:00:00.000Z" })).toBe(true);
  });
});
