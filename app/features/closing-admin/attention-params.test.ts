import { describe, expect, it } from "vitest";
import { attentionParams, readAttentionFilters } from "./attention-params.ts";

describe("readAttentionFilters", () => {
  it("reads the API's names from the address", () => {
    expect(readAttentionFilters(new URLSearchParams("view=overdue&owner=seller&county=black hawk county&office=Pella"))).toEqual({
      view: "overdue",
      owner: "seller",
      county: "Black Hawk",
      office: "Pella",
    });
  });

  it.each([
    ["an unknown view", "view=everything", { view: "attention" }],
    ["an unknown owner", "owner=notary", { owner: null }],
    ["a county outside Iowa", "county=Cook", { county: null }],
    ["an office we do not have", "office=Omaha", { office: null }],
  ])("falls back to all for %s", (_name, query, expected) => {
    expect(readAttentionFilters(new URLSearchParams(query))).toMatchObject(expected);
  });
});

describe("attentionParams", () => {
  it("leaves the defaults out and keeps the rest, round trip", () => {
    expect(attentionParams({ view: "attention", owner: null, county: null, office: null }).toString()).toBe("");
    const filters = { view: "submitted", owner: "lender", county: "O'Brien", office: "Le Mars" } as const;
    expect(readAttentionFilters(attentionParams(filters))).toEqual(filters);
  });
});
