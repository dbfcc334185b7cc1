import rule from "./no-per-language-name.js";
import { ruleTester } from "./testing.js";

const error = (name) => ({ messageId: "perLanguage", data: { name } });

ruleTester.run("no-per-language-name", rule, {
  valid: [
    "const title = course.title.ar;",
    "const text: LocalizedText = { ar: '', fr: '', en: '' };",
    // Words that only end in those letters.
    "const searchBar = 1; const calendar = 2; const caviar = 3; const isFree = 4;",
    "const far = 1; const car_park = 2;",
    // Column names inside SQL strings are the row mapping's, not names of this code.
    'db.selectFrom("courses").select("courses.title")',
  ],
  invalid: [
    { code: "const titleAr = course.titleAr;", errors: [error("titleAr"), error("titleAr")] },
    { code: "form.descriptionFr = '';", errors: [error("descriptionFr")] },
    { code: "const { titleFr } = course;", errors: [error("titleFr")] },
    { code: "interface Course { titleAr: string }", errors: [error("titleAr")] },
    { code: "const row = { title_ar: '' };", errors: [error("title_ar")] },
    { code: "const row = { 'description_fr': '' };", errors: [error("description_fr")] },
    { code: "use(row['title_fr']);", errors: [error("title_fr")] },
  ],
});
