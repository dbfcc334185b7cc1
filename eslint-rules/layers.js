// What the layer rules share: where a file is, and where an import of it points, both as paths
// from the repository's root ("app/features/catalogue/x.ts"), so a rule can name both layers.
import path from "node:path";

/** The file being linted, from the root (ESLint's cwd), with forward slashes. */
export function projectPath(context) {
  const file = context.filename.replaceAll("\\", "/");
  if (!path.isAbsolute(context.filename)) return path.posix.normalize(file);
  return path.relative(context.cwd, context.filename).replaceAll("\\", "/");
}

/** Where `specifier` points from `from`, or null for a package ("react", "node:fs"). */
export function resolveImport(from, specifier) {
  if (specifier.startsWith("~/")) return path.posix.normalize(`app/${specifier.slice(2)}`);
  if (
    specifier.startsWith("./") ||
    specifier.startsWith("../") ||
    specifier === "." ||
    specifier === ".."
  ) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  }
  return null;
}

/** The feature folder a path is in ("catalogue" for app/features/catalogue/…), or null. */
export function featureOf(p) {
  return /^app\/features\/([^/]+)(\/|$)/.exec(p)?.[1] ?? null;
}

/**
 * The layer a path belongs to: "server" (server/), "routes" (app/routes/, app/routes.ts),
 * "features", "lower" (app/.server, app/lib, app/components, app/browser, app/i18n), or null.
 */
export function layerOf(p) {
  if (/^server(\/|$)/.test(p)) return "server";
  if (/^app\/routes(\/|\.tsx?$|$)/.test(p)) return "routes";
  if (/^app\/features(\/|$)/.test(p)) return "features";
  if (/^app\/(\.server|lib|components|browser|i18n)(\/|$)/.test(p)) return "lower";
  return null;
}

/** vi.mock("…") and its kin name a module as an import does. */
const MODULE_CALLS = new Set([
  "mock",
  "doMock",
  "unmock",
  "doUnmock",
  "importActual",
  "importMock",
]);

/**
 * Calls `check(node, specifier)` for every module a file names: imports, re-exports, import(),
 * `import("…")` types, and vi.mock("…") and its kin.
 */
export function onEveryImport(check) {
  const literal = (node) =>
    node && node.type === "Literal" && typeof node.value === "string" ? node.value : null;
  // Reported on the whole statement, so `// eslint-disable-next-line` goes above its first line.
  const visit = (node, source) => {
    const specifier = literal(source);
    if (specifier !== null) check(node, specifier);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
    TSImportType: (node) => visit(node, node.argument?.literal ?? node.argument),
    CallExpression: (node) => {
      const callee = node.callee;
      if (
        callee.type === "MemberExpression" &&
        callee.object.type === "Identifier" &&
        callee.object.name === "vi" &&
        callee.property.type === "Identifier" &&
        MODULE_CALLS.has(callee.property.name)
      ) {
        visit(node, node.arguments[0]);
      }
    },
  };
}
