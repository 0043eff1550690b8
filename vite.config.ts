import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Browser chunks. Without groups, every small shared module (layout, hero,
 * site config...) becomes its own file, and on a slow phone link each extra
 * request costs more than its bytes. Two groups keep the first load to a few
 * files: the framework (React, React DOM, React Router) and the shell the
 * admin area's pages share (shared UI, site configuration). Page-specific code
 * and the lazy parts still split on their own. Public pages load none of these:
 * they never hydrate (decision 0030).
 */
const clientChunks = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
      priority: 20,
    },
    {
      name: "shell",
      // Only what the admin area (the one part that hydrates) shares with every page: never a
      // module built from the language packs (content/packs.ts), whose every language would follow.
      test: /(src[\\/]web[\\/](root|components[\\/]ui|lib)|content[\\/](site|i18n|types|routes)\.ts|content[\\/]en[\\/](common|routes)\.ts)/,
      priority: 10,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": here("./src/web"),
      "@shared": here("./src/shared"),
      "@content": here("./content"),
    },
  },
  build: {
    // Assets under 4 KB are inlined; everything else gets a hashed file name
    // and a year-long cache header from the server. Fonts never are: the CSP
    // allows fonts from the site only, and a face a page may not use (the
    // 1 KB rupee signs) should not ride in every page's CSS.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
  },
}));
