// `npm run dev`: the API server restarting on change (port 3000) and the Vite dev server with
// hot reload (port 5173, proxying /api, /auth and /files to the API server).
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: process.env.PORT ?? "3000" },
  }),
  spawn("npx", ["react-router", "dev", "--port", "5173"], { stdio: "inherit" }),
];
console.log("Development: open http://localhost:5173 (API on http://localhost:3000)");

const stop = (code = 0) => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
};
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
