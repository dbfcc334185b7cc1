// Writes a brotli copy (quality 11) beside every text asset of the client build, once at build
// time: hashed assets never change, so the slowest, smallest compression is paid once instead of
// the `compression` middleware's quick gzip on every request (issue #5: bytes are the learners'
// money). server/app.ts serves the .br file to browsers that accept it.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { Plugin } from "vite";

const TEXT_ASSET = /\.(js|mjs|css|svg|json)$/;

export function precompressAssets(): Plugin {
  return {
    name: "maarifa:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (!options.dir) return;
      const dir = join(options.dir, "assets");
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names.filter((n) => TEXT_ASSET.test(n))) {
        const source = await readFile(join(dir, name));
        const compressed = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        // Tiny files can grow; the server then falls back to the original.
        if (compressed.length < source.length) await writeFile(join(dir, `${name}.br`), compressed);
      }
    },
  };
}
