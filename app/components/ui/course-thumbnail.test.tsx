// The drawn placeholder of a course without an image: its category is free text, so names that
// an object literal would answer from Object.prototype must fall back like any unknown one (the
// fuzz test found "constructor" failing the whole dashboard's render).
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CourseThumbnail } from "./course-thumbnail";

function render(category: string) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <CourseThumbnail url="" category={category} /> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("CourseThumbnail placeholder", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "تسويق", ""])(
    "draws the default placeholder for the category %j",
    (category) => {
      expect(render(category)).toContain("from-slate-500");
    },
  );

  it("draws a known category's placeholder, whatever its case and spaces", () => {
    expect(render(" Finance ")).toContain("from-emerald-600");
  });
});
