// Fence (issue #25): a text in the site's languages is one LocalizedText value ({ ar, fr, en },
// app/lib/localized-text.ts), not one name per language. Names such as `titleFr`, `descriptionAr`
// or the columns' `title_fr` belong only where the columns are mapped (schema, row mapping,
// migrations; eslint.config.js exempts those files, tests and testing helpers).
const CAMEL = /^[a-z][A-Za-z0-9]*(Fr|Ar)$/;
const SNAKE = /^[a-z][a-z0-9_]*_(fr|ar)$/;

export default {
  meta: {
    type: "problem",
    docs: { description: "No per-language names outside the column mapping." },
    schema: [],
    messages: {
      perLanguage:
        "'{{name}}' is a per-language name: carry the text as one LocalizedText ({ ar, fr, en }); the columns are mapped in the repositories' row mapping.",
    },
  },
  create(context) {
    const seen = new Set();
    const report = (node, name) => {
      // A shorthand `{ titleFr }` is two nodes (key and value) at one place: one report.
      const at = node.range.join(":");
      if (seen.has(at)) return;
      seen.add(at);
      context.report({ node, messageId: "perLanguage", data: { name } });
    };
    return {
      Identifier(node) {
        if (CAMEL.test(node.name) || SNAKE.test(node.name)) report(node, node.name);
      },
      // { "title_fr": … } and row["title_fr"]: property names written as strings.
      Property(node) {
        if (
          node.key.type === "Literal" &&
          typeof node.key.value === "string" &&
          SNAKE.test(node.key.value)
        ) {
          report(node.key, node.key.value);
        }
      },
      MemberExpression(node) {
        const p = node.property;
        if (
          node.computed &&
          p.type === "Literal" &&
          typeof p.value === "string" &&
          SNAKE.test(p.value)
        ) {
          report(p, p.value);
        }
      },
    };
  },
};
