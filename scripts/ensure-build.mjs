// `npm start` runs this first. A fresh clone has no web build yet, so make one (once). The server
// bundle is remade at every start: it takes a fraction of a second, and a bundle older than the
// code it came from would run yesterday's server.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { bundleServer } from "./lib/server-bundle.mjs";

if (!existsSync("build/client/index.html")) {
  console.log("No web build found: building the web app (first start only, about a minute)…");
  const result = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The web app build failed; see the output above.");
    process.exit(result.status ?? 1);
  }
} else {
  await bundleServer();
}
