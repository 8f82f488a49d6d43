import type { Config } from "@react-router/dev/config";
import { STATUS_SHELL_PATH, prerenderPaths } from "./core/site/routes.ts";

/**
 * Static HTML for every public page (and the 404 page, and the status page's shell) at build time; the signed-in pages are
 * client-rendered from build/client/__spa-fallback.html. There is no server bundle: the Node
 * service in server/ serves build/client.
 */
export default {
  appDirectory: "app",
  ssr: false,
  // The status page's shell too: its frame and loading state are in the HTML of every status link.
  prerender: [...prerenderPaths(), STATUS_SHELL_PATH],
  // Opt in to React Router v8 behaviour now, so the upgrade is a version bump.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
