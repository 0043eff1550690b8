import type { Config } from "@react-router/dev/config";

// Public pages are server-rendered so their HTML carries the content before any
// script runs; admin routes render a "Loading..." fallback on the server and
// then run entirely in the browser (see src/web/routes/admin).
export default {
  appDirectory: "src/web",
  // BUILD_DIR lets parallel test runs keep separate builds.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
