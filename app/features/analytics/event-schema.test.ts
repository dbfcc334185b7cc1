// The endpoint's event schema (issue #7): the events of spec §7 pass; anything else is refused.
import { describe, expect, it } from "vitest";
import { analyticsEventSchema, parseAnalyticsEvent } from "./event-schema";
import { MAX_LABEL_LENGTH, MAX_PATH_LENGTH, NAVIGATE_LABELS } from "~/lib/analytics-events";

const json = (value: unknown) => JSON.stringify(value);

describe("analytics event schema", () => {
  it("accepts a page view of any path of ours", () => {
    for (const path of ["/", "/courses", "/course/3f2c9a1e-0000-4000-8000-000000000000", "/auth"]) {
      expect(parseAnalyticsEvent(json({ name: "page_view", path }))).toEqual({
        name: "page_view",
        path,
      });
    }
  });

  it("accepts 'view_course' with the course's title and id (spec §7)", () => {
    const event = {
      name: "view_course",
      path: "/course/abc",
      label: "أساسيات المحاسبة",
      courseId: "abc",
    };
    expect(parseAnalyticsEvent(json(event))).toEqual(event);
  });

  it("accepts 'navigate' with each label of the spec", () => {
    for (const label of NAVIGATE_LABELS) {
      expect(parseAnalyticsEvent(json({ name: "navigate", path: "/", label }))).toEqual({
        name: "navigate",
        path: "/",
        label,
      });
    }
    expect(NAVIGATE_LABELS).toEqual(["home", "courses", "courses_mobile"]);
  });

  it("refuses unknown event names and labels", () => {
    expect(parseAnalyticsEvent(json({ name: "purchase", path: "/" }))).toBeNull();
    expect(parseAnalyticsEvent(json({ name: "PAGE_VIEW", path: "/" }))).toBeNull();
    expect(parseAnalyticsEvent(json({ name: "navigate", path: "/", label: "admin" }))).toBeNull();
  });

  it("refuses oversized fields", () => {
    const longPath = `/${"a".repeat(MAX_PATH_LENGTH)}`;
    expect(parseAnalyticsEvent(json({ name: "page_view", path: longPath }))).toBeNull();
    const okPath = `/${"a".repeat(MAX_PATH_LENGTH - 1)}`;
    expect(parseAnalyticsEvent(json({ name: "page_view", path: okPath }))).not.toBeNull();
    const view = { name: "view_course", path: "/course/x", courseId: "x" };
    expect(
      parseAnalyticsEvent(json({ ...view, label: "ت".repeat(MAX_LABEL_LENGTH + 1) })),
    ).toBeNull();
    expect(
      parseAnalyticsEvent(json({ ...view, label: "ت".repeat(MAX_LABEL_LENGTH) })),
    ).not.toBeNull();
    expect(parseAnalyticsEvent(json({ ...view, label: "t", courseId: "x".repeat(65) }))).toBeNull();
  });

  it("refuses malformed payloads", () => {
    for (const body of [
      "",
      "not json",
      "null",
      "[]",
      '"page_view"',
      json({ path: "/" }),
      json({ name: "page_view" }),
      json({ name: "page_view", path: 42 }),
      json({ name: "page_view", path: "courses" }),
      json({ name: "page_view", path: "https://example.com/" }),
      json({ name: "page_view", path: "/courses?q=private" }),
      json({ name: "page_view", path: "/a#b" }),
      json({ name: "page_view", path: "/", extra: "field" }),
      json({ name: "view_course", path: "/course/x", courseId: "x" }),
      json({ name: "view_course", path: "/course/x", label: "   ", courseId: "x" }),
      json({ name: "view_course", path: "/course/x", label: "a\u0000b", courseId: "x" }),
    ]) {
      expect(parseAnalyticsEvent(body), body).toBeNull();
    }
  });

  it("types the parsed event", () => {
    const parsed = analyticsEventSchema.parse({ name: "navigate", path: "/", label: "home" });
    expect(parsed.name).toBe("navigate");
  });
});
