import { describe, expect, it } from "vitest";
import { searchTerms } from "./arabic-normalize";
import { expandTerms, parseSynonymSets, splitSynonyms, synonymWords } from "./search-synonyms";

const sets = parseSynonymSets([
  "Excel, اكسل, إكسل",
  "WhatsApp, واتساب, واتس اب",
  "marketing, ماركتينغ, التسويق",
]);

const expand = (query: string) => expandTerms(searchTerms(query), sets);
/** An entry's words as the search compares them (decision 0006: "واتساب" loses its و too). */
const w = synonymWords;

describe("parseSynonymSets", () => {
  it("normalises every entry as a query is, splitting at Latin and Arabic commas", () => {
    expect(splitSynonyms(" Excel ,اكسل، إكسل,, ")).toEqual(["Excel", "اكسل", "إكسل"]);
    // إكسل and اكسل are one word once normalised; التسويق loses its article, as a query does.
    expect(w("إكسل")).toEqual(["اكسل"]);
    expect(w("التسويق")).toEqual(["تسويق"]);
    expect(sets).toEqual([
      [["excel"], ["اكسل"], ["اكسل"]],
      [["whatsapp"], w("واتساب"), w("واتس اب")],
      [["marketing"], ["ماركتينغ"], ["تسويق"]],
    ]);
    expect(w("واتس اب")).toHaveLength(2);
  });
});

describe("expandTerms", () => {
  it("keeps every term its own group without sets: today's search", () => {
    const terms = searchTerms("excel للمبتدئين");
    expect(expandTerms(terms, [])).toEqual(terms.map((term) => [[term]]));
  });

  it("searches a term of a set as any word of the set, typed word first", () => {
    expect(expand("اكسل")).toEqual([[["اكسل"], ["excel"]]]);
    expect(expand("إكسل")).toEqual([[["اكسل"], ["excel"]]]);
    expect(expand("EXCEL")).toEqual([[["excel"], ["اكسل"]]]);
    expect(expand("اكسل للمبتدئين")).toEqual([[["اكسل"], ["excel"]], [searchTerms("للمبتدئين")]]);
  });

  it("matches an entry of two words as one, and the longest entry first", () => {
    const whatsapp = [w("واتس اب"), ["whatsapp"], w("واتساب")];
    expect(expand("واتس اب")).toEqual([whatsapp]);
    expect(expand("تعلم واتس اب")).toEqual([[["تعلم"]], whatsapp]);
    expect(expand("واتساب")).toEqual([[w("واتساب"), ["whatsapp"], w("واتس اب")]]);
    // The first word of a two-word entry alone is no entry: itself only.
    expect(expand("واتس")).toEqual([[w("واتس")]]);
  });

  it("finds a set by a word written with its article", () => {
    expect(expand("التسويق")).toEqual([[["تسويق"], ["marketing"], ["ماركتينغ"]]]);
  });
});
