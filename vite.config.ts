import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** The API service (server/main.ts) listens here in development. */
const API_ORIGIN = "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // The year the HTML was pre-rendered in; the footer heals it to the visitor's year on the
    // client (see app/lib/use-current-year.ts).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The public address for canonical and Open Graph URLs (core/site/settings.ts SITE_ORIGIN),
    // in the browser bundle and the pre-rendered pages alike.
    __SITE_ORIGIN__: JSON.stringify(process.env.SITE_ORIGIN || process.env.PUBLIC_URL || ""),
  },
  server: {
    proxy: {
      // Regular expressions so that /auth does not also catch a page such as /authors.
      "^/api(/|$)": { target: API_ORIGIN, changeOrigin: false },
      "^/auth(/|$)": { target: API_ORIGIN, changeOrigin: false },
      "^/files(/|$)": { target: API_ORIGIN, changeOrigin: false },
    },
  },
});
