import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { formatDuration, formatMinutes, splitDuration } from "./format-duration";

const ar = translatorFor("ar");
const fr = translatorFor("fr");
const en = translatorFor("en");

describe("splitDuration", () => {
  it.each([
    [0, 0, 0],
    [59, 0, 59],
    [60, 1, 0],
    [61, 1, 1],
    [135, 2, 15],
    [600, 10, 0],
  ])("%i minutes is %i h %i min", (total, hours, minutes) => {
    expect(splitDuration(total)).toEqual({ hours, minutes });
  });

  it("treats negative, fractional and non-numeric input safely", () => {
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(Number.NaN)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(90.7)).toEqual({ hours: 1, minutes: 30 });
  });
});

describe("formatDuration (hours and minutes, Arabic agreement)", () => {
  it.each([
    [0, "0 دقيقة"],
    [1, "دقيقة"],
    [2, "دقيقتان"],
    [5, "5 دقائق"],
    [10, "10 دقائق"],
    [11, "11 دقيقة"],
    [45, "45 دقيقة"],
    [60, "ساعة"],
    [90, "ساعة و30 دقيقة"],
    [120, "ساعتان"],
    [125, "ساعتان و5 دقائق"],
    [185, "3 ساعات و5 دقائق"],
    [722, "12 ساعة ودقيقتان"],
  ])("%i → %s", (minutes, text) => {
    expect(formatDuration(ar, minutes)).toBe(text);
  });
});

describe("formatMinutes (lessons)", () => {
  it.each([
    [30, "30 دقيقة"],
    [3, "3 دقائق"],
    [75, "75 دقيقة"],
  ])("%i → %s", (minutes, text) => {
    expect(formatMinutes(ar, minutes)).toBe(text);
  });
});

describe("durations in French and English", () => {
  it.each([
    [1, "1 minute", "1 minute"],
    [45, "45 minutes", "45 minutes"],
    [60, "1 heure", "1 hour"],
    [150, "2 heures 30 minutes", "2 hours 30 minutes"],
  ])("%i → %s / %s", (minutes, french, english) => {
    expect(formatDuration(fr, minutes)).toBe(french);
    expect(formatDuration(en, minutes)).toBe(english);
  });
});
