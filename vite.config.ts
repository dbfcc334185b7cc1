import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./vite-precompress";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  resolve: { tsconfigPaths: true },
  // Native modules cannot be bundled; the server build loads them from node_modules.
  ssr: { external: ["better-sqlite3", "pg", "sharp", "@node-rs/argon2"] },
});
