import { describe, expect, it } from "vitest";
import { requestPrefill, type RequestPrefill } from "./request-prefill.ts";

const prefill = (query: string) => {
  const { service, fields } = requestPrefill(new URLSearchParams(query));
  return { service: service?.id ?? null, fields };
};

describe("requestPrefill", () => {
  it.each<[string, string, { service: string | null; fields: RequestPrefill["fields"] }]>([
    ["no query: nothing", "", { service: null, fields: {} }],
    ["a service page's link", "service=loan", { service: "loan", fields: {} }],
    ["the Digital Cash page's link keeps its service", "service=digital-cash", { service: "digital-cash", fields: {} }],
    ["an old link's alias", "service=title-guaranty", { service: "title", fields: {} }],
    ["an unknown service selects nothing", "service=mortgage", { service: null, fields: {} }],
    [
      "the seller net calculator's order link",
      "service=title&price=250000&closing=2025-11-15&address=412+Elm+St%2C+Cedar+Falls",
      {
        service: "title",
        fields: {
          property_address: "412 Elm St, Cedar Falls",
          closing_date_requested: "2025-11-15",
          message: "Sale price from the calculator: $250,000.00\n",
        },
      },
    ],
    [
      "the cash-only calculator's: a purchase price, with cents",
      "service=cash&price=300000.5&closing=2025-07-11",
      {
        service: "cash",
        fields: { closing_date_requested: "2025-07-11", message: "Purchase price from the calculator: $300,000.50\n" },
      },
    ],
    ["an impossible date is left out", "service=title&closing=2025-02-30", { service: "title", fields: {} }],
    ["a date in another form is left out", "closing=11%2F15%2F2025", { service: null, fields: {} }],
    ["a zero price is left out", "price=0", { service: null, fields: {} }],
    ["a negative price is left out", "price=-5", { service: null, fields: {} }],
    ["an unreadable price is left out", "price=lots", { service: null, fields: {} }],
    ["a blank address is left out", "address=+++", { service: null, fields: {} }],
    [
      "the fields fill in even before a service is chosen",
      "address=  9+Oak+Ave  &price=%24120%2C000",
      { service: null, fields: { property_address: "9 Oak Ave", message: "Sale price from the calculator: $120,000.00\n" } },
    ],
  ])("%s", (_name, query, expected) => {
    expect(prefill(query)).toEqual(expected);
  });

  it("keeps an address to the field's limit", () => {
    const { fields } = requestPrefill(new URLSearchParams({ address: "x".repeat(400) }));
    expect(fields.property_address).toHaveLength(300);
  });
});
