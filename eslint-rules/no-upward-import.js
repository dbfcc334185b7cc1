// Fence (issue #25): imports point down the layers. app/.server, app/lib, app/components,
// app/browser and app/i18n never import app/features, app/routes or server/; features never
// import app/routes or server/. (server/ assembles everything; routes call features.)
import { layerOf, onEveryImport, projectPath, resolveImport } from "./layers.js";

/** The layers each layer must not import. */
const FORBIDDEN = {
  lower: new Set(["features", "routes", "server"]),
  features: new Set(["routes", "server"]),
};

export default {
  meta: {
    type: "problem",
    docs: { description: "A layer never imports a layer above it." },
    schema: [],
    messages: {
      upward:
        "{{file}} imports {{target}}: a lower layer never imports {{layer}}. Move what is shared down, or pass it in from where the infrastructure is assembled (server/index.ts).",
    },
  },
  create(context) {
    const file = projectPath(context);
    const forbidden = FORBIDDEN[layerOf(file)];
    if (!forbidden) return {};
    return onEveryImport((node, specifier) => {
      const target = resolveImport(file, specifier);
      const layer = target && layerOf(target);
      if (layer && forbidden.has(layer)) {
        const shown = { features: "app/features", routes: "app/routes", server: "server/" }[layer];
        context.report({ node, messageId: "upward", data: { file, target, layer: shown } });
      }
    });
  },
};
