import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from "./server-bundle.mjs";

test("`npm start` runs the bundle with the node flags tests and the bench start it with", () => {
  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  const relativeEntry = SERVER_ENTRY.replace(`${process.cwd()}/`, "");
  expect(start).toBe(["node", ...SERVER_NODE_FLAGS, relativeEntry].join(" "));
});

test("the systemd unit of deploy/ starts the bundle with the same node flags", () => {
  const unit = readFileSync("deploy/systemd/heartland-closing@.service", "utf8");
  const relativeEntry = SERVER_ENTRY.replace(`${process.cwd()}/`, "");
  expect(unit).toContain(`ExecStart=${["/usr/bin/node", ...SERVER_NODE_FLAGS, relativeEntry].join(" ")}\n`);
});
