// The docs are checked against the code (issue #25): every package.json script is in the README's
// table, every environment variable the code reads is named in the README or docs/, the README's
// short configuration table agrees with the manual's, and every relative link in them leads to a
// file (and heading) that exists. The variables come from the code, not from a list kept here:
// the typed env module's schema, and every read of the environment in app/, server/, scripts/,
// tests/ and the root config files.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "~/.server/env";

const root = resolve(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** Every file under `dir` (relative to the repository), skipping generated and installed ones. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ["node_modules", "build", ".react-router", "+types"].includes(entry.name)
        ? []
        : filesUnder(path);
    }
    return [path];
  });
}

/**
 * The documents a newcomer or an operator reads. Decision records are left out: they are frozen
 * once written, so a variable or a link there proves nothing about today's docs.
 */
const docFiles = [
  "README.md",
  ...filesUnder("docs").filter(
    (path) => path.endsWith(".md") && !path.startsWith("docs/decisions"),
  ),
];
const docs = docFiles.map((path) => ({ path, text: read(path) }));

/** Variables of the operating system, passed through to child processes, not configuration. */
const SYSTEM_VARIABLES = new Set(["HOME", "PATH"]);

/** Names of environment variables the code reads, with one file that reads each. */
function variablesReadByTheCode(): Map<string, string> {
  const found = new Map<string, string>();
  for (const name of Object.keys(envSchema.shape)) found.set(name, "app/.server/env.ts");
  const sources = [
    ...["app", "server", "scripts", "tests"].flatMap(filesUnder),
    ...readdirSync(root).filter((name) => /\.(ts|js)$/.test(name)),
  ].filter((path) => /\.(ts|tsx|js|sh)$/.test(path) && path !== "scripts/docs.test.ts");
  const reads = [
    // process.env.NAME and env.NAME (a copy of process.env, or the parsed env), not assigned to.
    /(?<!import\.meta\.)\benv\.([A-Z][A-Z0-9_]+)\b(?!\s*=(?!=))/g,
    // process.env[“NAME”], and the benchmarks' portFrom("NAME", …).
    /process\.env\[["']([A-Z][A-Z0-9_]+)["']\]/g,
    /\bportFrom\(\s*["']([A-Z][A-Z0-9_]+)["']/g,
    // Shell: ${NAME:-default}.
    /\$\{([A-Z][A-Z0-9_]+):-/g,
  ];
  for (const path of sources) {
    const text = read(path);
    for (const pattern of reads) {
      for (const [, name = ""] of text.matchAll(pattern)) {
        if (!SYSTEM_VARIABLES.has(name) && !found.has(name)) found.set(name, path);
      }
    }
  }
  return found;
}

/** Whether `name` appears inside a code span (`NAME`, `NAME=1`, `${NAME}`…) of some document. */
function documented(name: string): boolean {
  const inCode = new RegExp("`[^`\\n]*\\b" + name + "\\b[^`\\n]*`");
  return docs.some(({ text }) => inCode.test(text));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a markdown file's headings (outside code blocks), with GitHub's -1, -2… */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ""] of withoutFences(markdown).matchAll(/^#{1,6} +(.+)$/gm)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The text without its fenced code blocks: a `#` or a link there is code. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/** The text without code at all, fences and spans: `[a](b)` in a code span is no link. */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, "");
}

/** Every relative link of `path` that leads nowhere, as "target (why)". */
function brokenLinks(path: string, text: string): string[] {
  const broken: string[] = [];
  for (const [, target = ""] of withoutCode(text).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:
    const [file, anchor] = target.split("#", 2);
    const resolved = file ? join(dirname(path), decodeURIComponent(file)) : path;
    let isDirectory: boolean;
    try {
      isDirectory = statSync(join(root, resolved)).isDirectory();
    } catch {
      broken.push(`${target} (no file ${resolved})`);
      continue;
    }
    if (anchor && !isDirectory && extname(resolved) === ".md") {
      if (!anchorsOf(read(resolved)).has(anchor)) broken.push(`${target} (no heading #${anchor})`);
    }
  }
  return broken;
}

describe("the docs", () => {
  it("list every package.json script in the README", () => {
    const readme = read("README.md");
    const scripts = Object.keys(JSON.parse(read("package.json")).scripts as Record<string, string>);
    expect(scripts.length).toBeGreaterThan(10);
    const missing = scripts.filter((name) => {
      const run = ["start", "test"].includes(name) ? `npm ${name}` : `npm run ${name}`;
      return !readme.includes("`" + run + "`");
    });
    expect(missing, "scripts without a line in the README's table").toEqual([]);
  });

  it("name every environment variable the code reads", () => {
    const variables = variablesReadByTheCode();
    // The derivation itself works: the schema and the scripts' and tests' own reads are seen.
    for (const name of ["DATABASE_URL", "TEST_DATABASE_URL", "BENCH_RUNS", "NGINX_PATH"]) {
      expect(variables.has(name), name).toBe(true);
    }
    const missing = [...variables]
      .filter(([name]) => !documented(name))
      .map(([name, path]) => `${name} (read in ${path})`);
    expect(missing, "variables named in no document").toEqual([]);
  });

  it("give the same default in the README as in the manual's configuration table", () => {
    const defaults = (markdown: string) =>
      new Map(
        [...markdown.matchAll(/^\| `([A-Z][A-Z0-9_]+)` +\| ([^|]+?) +\|/gm)].map(
          ([, name, fallback]) => [name, fallback],
        ),
      );
    const readme = defaults(read("README.md"));
    const manual = defaults(read("docs/manual/configuration.md"));
    expect(readme.size).toBeGreaterThan(5);
    for (const [name, fallback] of readme) {
      expect(manual.get(name), `${name}'s default`).toBe(fallback);
    }
  });

  it("link only to files and headings that exist", () => {
    const broken = docs.flatMap(({ path, text }) =>
      brokenLinks(path, text).map((link) => `${relative(root, join(root, path))}: ${link}`),
    );
    expect(broken).toEqual([]);
  });
});
