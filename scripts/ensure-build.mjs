// `npm start` runs this first: a fresh clone has no build yet, so make one (once).
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

if (existsSync("build/client/index.html")) process.exit(0);
console.log("No web build found: building the web app (first start only, about a minute)…");
const result = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
if (result.status !== 0) {
  console.error("The web app build failed; see the output above.");
  process.exit(result.status ?? 1);
}
