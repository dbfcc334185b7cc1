// Fence (issue #25): a file in app/features/X never imports app/features/Y, tests included.
// What two features share moves down (app/lib, app/.server); a test that checks several features
// together lives in server/ (integration).
import { featureOf, onEveryImport, projectPath, resolveImport } from "./layers.js";

export default {
  meta: {
    type: "problem",
    docs: { description: "A feature never imports another feature." },
    schema: [],
    messages: {
      crossFeature:
        "app/features/{{from}} imports app/features/{{to}}: features never import one another. Move what they share to app/lib or app/.server, or test them together in server/.",
    },
  },
  create(context) {
    const file = projectPath(context);
    const from = featureOf(file);
    if (!from) return {};
    return onEveryImport((node, specifier) => {
      const target = resolveImport(file, specifier);
      const to = target && featureOf(target);
      if (to && to !== from)
        context.report({ node, messageId: "crossFeature", data: { from, to } });
    });
  },
};
