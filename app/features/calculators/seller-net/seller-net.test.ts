import { describe, expect, it } from "vitest";
import { NEGATIVE_MESSAGE } from "#core/calculators/money.ts";
import { SELLER_NET_EXAMPLE } from "#core/calculators/seller-net-example.ts";
import { SELLER_NET_PRERENDER, readSellerNet, sellerNetText } from "./seller-net-form.ts";

const example = SELLER_NET_EXAMPLE;

describe("seller net form text", () => {
  it("starts zero amounts as empty fields and keeps the spec's defaults", () => {
    expect(SELLER_NET_PRERENDER).toEqual({
      price: "",
      commission: "6",
      taxes: "5290",
      closing: "2025-07-01",
      prorate: "2025-07-01",
      abstracting: "1000",
      deed: "100",
      service: "",
      mortgage1: "",
      mortgage2: "",
      sept: "2645",
      march: "2645",
      address: "",
    });
  });

  it("reads back the input it was made from (empty counts as 0)", () => {
    expect(readSellerNet(sellerNetText(example, "12 Elm"))).toEqual({ ok: true, input: example });
  });

  it("reports a refused field by its key", () => {
    expect(readSellerNet({ ...sellerNetText(example), mortgage1: "-1" })).toEqual({
      ok: false,
      errors: { mortgage1: NEGATIVE_MESSAGE },
    });
  });
});
