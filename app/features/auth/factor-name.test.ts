import { describe, expect, it } from "vitest";
import { uniqueFactorName } from "./factor-name.ts";

describe("uniqueFactorName", () => {
  it.each<[Array<string | null | undefined>, string]>([
    [[], "Authenticator app"],
    [[null, undefined, ""], "Authenticator app"],
    [["Authenticator app"], "Authenticator app 2"],
    [["authenticator APP "], "Authenticator app 2"],
    [["Authenticator app", "Authenticator app 2"], "Authenticator app 3"],
    [["Authenticator app 2"], "Authenticator app"],
    [["Phone"], "Authenticator app"],
  ])("%j → %s", (existing, name) => expect(uniqueFactorName(existing)).toBe(name));
});
