// The toast of a refused save names the fields to fix, in the administrator's language (issue #27),
// from the same problems the fields show; the course form's messages follow that language too.
import { describe, expect, it } from "vitest";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { parseCourseForm } from "~/lib/course/course-form";
import { fieldName, fieldsToFix } from "./field-names";

const invalid = {
  title: { en: "", ar: "", fr: "" },
  category: "",
  difficultyLevel: "beginner",
  videos: [{ title: { en: "Intro" }, youtubeUrl: "https://vimeo.com/1" }],
  links: [{ title: { en: "" }, url: "https://www.bcm.mr" }],
};

function fieldErrorsIn(locale: "ar" | "fr" | "en") {
  const parsed = parseCourseForm(invalid, adminTranslator(locale).t);
  if (parsed.ok) throw new Error("expected a refusal");
  return parsed;
}

describe("fieldsToFix", () => {
  it("names each field once, a text's three languages as one", () => {
    const { fieldErrors } = fieldErrorsIn("en");
    expect(fieldsToFix(fieldErrors, adminTranslator("en"))).toBe(
      "Fix 4 fields: Title, Category, Video 1: YouTube URL, Link 1: Title",
    );
  });

  it("says it in Arabic and in French", () => {
    expect(fieldsToFix(fieldErrorsIn("ar").fieldErrors, adminTranslator("ar"))).toBe(
      "صحّح الحقول التالية (4): العنوان، الفئة، المقطع 1: رابط يوتيوب، الرابط 1: العنوان",
    );
    expect(fieldsToFix(fieldErrorsIn("fr").fieldErrors, adminTranslator("fr"))).toBe(
      "Corrigez 4 champs\u202f: Titre, Catégorie, Vidéo 1\u202f: Lien YouTube, Lien 1\u202f: Titre",
    );
  });

  it("says one field in the singular, and how many more past four", () => {
    const en = adminTranslator("en");
    expect(fieldsToFix({ category: "Choose a category" }, en)).toBe("Fix 1 field: Category");
    const six = Object.fromEntries(
      [1, 2, 3, 4, 5, 6].map((n) => [`videos.${n - 1}.youtubeUrl`, "bad"]),
    );
    expect(fieldsToFix(six, en)).toBe(
      "Fix 6 fields: Video 1: YouTube URL, Video 2: YouTube URL, Video 3: YouTube URL, Video 4: YouTube URL, 2 more",
    );
  });

  it("names a quiz's question by its video, and knows no name for an unknown path", () => {
    const en = adminTranslator("en");
    expect(fieldName("videos.1.questions.2.options", en)).toBe("Video 2: Question 3");
    expect(fieldName("videos.x.title.en", en)).toBeNull();
    expect(fieldName("somethingElse", en)).toBeNull();
    expect(fieldsToFix({ somethingElse: "?" }, en)).toBeUndefined();
  });
});

describe("the course form's messages in the administrator's language", () => {
  it("keeps the specification's English", () => {
    const { error, fieldErrors } = fieldErrorsIn("en");
    expect(error).toEqual({
      title: "Missing fields",
      description: "Please fill in title and category",
    });
    expect(fieldErrors["title.ar"]).toBe("Enter a title in English, Arabic or French");
    expect(fieldErrors["videos.0.youtubeUrl"]).toBe(
      'Video 1 ("Intro"): enter a valid YouTube URL (youtube.com/watch?v=…, youtu.be/…)',
    );
    expect(fieldErrors["links.0.title.en"]).toBe("Link 1: enter a title");
  });

  it("says them in Arabic", () => {
    const { error, fieldErrors } = fieldErrorsIn("ar");
    expect(error).toEqual({ title: "حقول ناقصة", description: "يُرجى إدخال العنوان والفئة" });
    expect(fieldErrors.category).toBe("اختر فئة");
    expect(fieldErrors["videos.0.youtubeUrl"]).toBe(
      "المقطع 1 («Intro»): أدخل رابط يوتيوب صالحًا (youtube.com/watch?v=…, youtu.be/…)",
    );
  });

  it("says them in French, a too long text by its label in its language", () => {
    const long = {
      ...invalid,
      title: { ar: "x".repeat(201) },
      category: "Business",
      videos: [],
      links: [],
    };
    const parsed = parseCourseForm(long, adminTranslator("fr").t);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors["title.ar"]).toBe("titre en arabe\u202f: 200 caractères au plus");
    expect(parsed.error.title).toBe("Erreur d’enregistrement du cours");
  });
});
