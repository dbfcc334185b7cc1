import { describe, expect, it } from "vitest";
import { moveItem } from "./list-order";

describe("moveItem", () => {
  const list = ["a", "b", "c", "d"];
  it.each([
    [0, 2, ["b", "c", "a", "d"]],
    [3, 0, ["d", "a", "b", "c"]],
    [1, 2, ["a", "c", "b", "d"]],
    [2, 1, ["a", "c", "b", "d"]],
    [1, 1, ["a", "b", "c", "d"]],
    [0, 99, ["b", "c", "d", "a"]],
    [3, -5, ["d", "a", "b", "c"]],
    [7, 0, ["a", "b", "c", "d"]],
  ])("moves the item at %i to %i", (from, to, expected) => {
    expect(moveItem(list, from, to)).toEqual(expected);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });
  it("keeps the items themselves", () => {
    const items = [{ id: 1 }, { id: 2 }];
    const moved = moveItem(items, 1, 0);
    expect(moved[0]).toBe(items[1]);
    expect(moved[1]).toBe(items[0]);
  });
});
