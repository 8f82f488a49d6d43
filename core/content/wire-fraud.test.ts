import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { statusLinkMail } from "../closing/status-link-mail.ts";
import { wireFraudWarning as statusPageWarning } from "../closing/status-page.ts";
import { FSBO_PACKAGE } from "./guides/fsbo-package.ts";
import { TERMS_OF_SERVICE } from "./legal/terms.ts";
import { WIRE_FRAUD_POLICY, WIRE_FRAUD_WARNING, wireFraudWarning } from "./wire-fraud.ts";

/** Every source file of the product (not tests), for the wording scan below. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : sources(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe("the wire-fraud policy in one wording", () => {
  it("says what we never do and what the reader does, with the number", () => {
    expect(WIRE_FRAUD_WARNING.startsWith(WIRE_FRAUD_POLICY)).toBe(true);
    expect(wireFraudWarning("(641) 555-0118")).toContain("call us at (641) 555-0118, a number you look up yourself");
  });

  it("is the text of the status page, the e-mails, the legal pages and the guides", () => {
    expect(statusPageWarning()).toBe(WIRE_FRAUD_WARNING);
    const mail = statusLinkMail({ name: "Pat", propertyAddress: "412 Elm St", fileNumber: "HC-1", url: "https://x.test/status/t" });
    expect(mail.text).toContain(WIRE_FRAUD_WARNING);
    expect(JSON.stringify(TERMS_OF_SERVICE)).toContain(WIRE_FRAUD_WARNING);
    expect(JSON.stringify(FSBO_PACKAGE)).toContain(WIRE_FRAUD_WARNING);
  });

  it("is not written a second way anywhere in the product's source", () => {
    // A promise about wiring instructions ("we never send / change … wiring instructions …")
    // written by hand elsewhere is a second wording; templates for agents to adapt
    // (core/content/resources/*-templates.ts) speak in the agent's voice and are exempt.
    const promise = /we (will )?never (send|change|e-mail)[^"`]{0,60}wir(ing|e) instructions/i;
    const offenders = ["app", "core", "server"]
      .flatMap((root) => sources(root))
      .filter((path) => !path.endsWith("wire-fraud.ts") && !/resources\/[\w-]*templates\.ts$/.test(path))
      .filter((path) => promise.test(readFileSync(path, "utf8")));
    expect(offenders).toEqual([]);
  });
});
