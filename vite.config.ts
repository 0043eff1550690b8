import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Browser chunks. Without groups, every small shared module (layout, hero,
 * site config...) becomes its own file, and on a slow phone link each extra
 * request costs more than its bytes. Two groups keep the first load to a few
 * files: the framework (React, React DOM, React Router) and the shell every
 * public page uses (layout, shared UI, site configuration). Page-specific code
 * and the lazy parts (chat panel, map, admin) still split on their own.
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
      test: /(src[\\/]web[\\/](root|components[\\/](ui|layout)|lib|routes[\\/]public[\\/]layout)|src[\\/]web[\\/]features[\\/]chat-widget[\\/]ChatLauncher|content[\\/](site|common|content|i18n|types|routes|chat-launcher)\.ts|content[\\/]en[\\/]common\.ts)/,
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
