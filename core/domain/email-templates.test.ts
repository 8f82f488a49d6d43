import { describe, expect, test } from "vitest";
import {
  fillTemplate,
  firstName,
  isTemplatePlaceholder,
  knownTemplateValues,
  templatePlaceholders,
  TEMPLATE_PLACEHOLDERS,
  unfilledPlaceholders,
} from "./email-templates.ts";

describe("templatePlaceholders", () => {
  test.each([
    ["Hi {{client_name}}", ["client_name"]],
    ["{{ client_name }} and {{client_name}} at {{property_address}}", ["client_name", "property_address"]],
    ["no placeholders", []],
    ["{single} {{Upper}} {{}} {{ unknown_thing }}", ["unknown_thing"]],
  ])("%j uses %j", (text, names) => {
    expect(templatePlaceholders(text)).toEqual(names);
  });
});

describe("fillTemplate", () => {
  test.each([
    { text: "Hi {{client_first_name}},", values: { client_first_name: "Mary" }, out: "Hi Mary," },
    { text: "Hi {{ client_name }}", values: { client_name: "Mary Smith" }, out: "Hi Mary Smith" },
    { text: "{{client_name}} / {{client_name}}", values: { client_name: "A" }, out: "A / A" },
    // Missing, null and blank values leave the placeholder for the sender to fill.
    { text: "On {{closing_date}}", values: {}, out: "On {{closing_date}}" },
    { text: "On {{closing_date}}", values: { closing_date: null }, out: "On {{closing_date}}" },
    { text: "On {{closing_date}}", values: { closing_date: "  " }, out: "On {{closing_date}}" },
    // Unknown placeholders are never touched.
    { text: "{{secret}}", values: { client_name: "x" }, out: "{{secret}}" },
    // Values are inserted literally, even when they look like replacement patterns.
    { text: "{{client_name}}", values: { client_name: "$& $1 {{client_name}}" }, out: "$& $1 {{client_name}}" },
  ])("$text with $values", ({ text, values, out }) => {
    expect(fillTemplate(text, values)).toBe(out);
  });

  test("what is left unfilled is reported", () => {
    const text = fillTemplate("Hi {{client_first_name}}, see you {{closing_date}} at {{closing_time}}", {
      client_first_name: "Ann",
      closing_time: "10:00 a.m.",
    });
    expect(unfilledPlaceholders(text)).toEqual(["closing_date"]);
  });
});

test.each([
  ["Mary Ann Smith", "Mary"],
  ["  Bob  ", "Bob"],
  ["", ""],
])("firstName(%j) is %j", (name, first) => {
  expect(firstName(name)).toBe(first);
});

test("every documented placeholder is a valid name with a description", () => {
  for (const [name, description] of Object.entries(TEMPLATE_PLACEHOLDERS)) {
    expect(isTemplatePlaceholder(name)).toBe(true);
    expect(templatePlaceholders(`{{${name}}}`)).toEqual([name]);
    expect(description.length).toBeGreaterThan(10);
  }
  expect(isTemplatePlaceholder("toString")).toBe(false);
});

describe("knownTemplateValues", () => {
  const company = { name: "Heartland Closing Co.", phone: "(319) 555-0142", email: "hello@heartlandclosing.example" };
  test.each([
    {
      sender: { name: "Dana Reyes", email: "dana@realty.example" },
      text: "Hi {{client_first_name}}, {{agent_name}} ({{agent_email}}) at {{company_name}}: {{property_address}}",
      out: "Hi Mary, Dana Reyes (dana@realty.example) at Heartland Closing Co.: {{property_address}}",
    },
    // No name on the account: the sender is the part of the e-mail before the at sign.
    { sender: { name: null, email: "dana.reyes@realty.example" }, text: "{{sender_name}}", out: "dana.reyes" },
    { sender: { name: "  ", email: "lo@bank.example" }, text: "{{agent_name}} / {{sender_email}}", out: "lo / lo@bank.example" },
  ])("$text → $out", ({ sender, text, out }) => {
    const values = knownTemplateValues({ client: { name: "Mary Ann Smith", company: null }, sender, company });
    expect(fillTemplate(text, values)).toBe(out);
  });

  test("a client without a company leaves {{client_company}} for the sender", () => {
    const values = knownTemplateValues({ client: { name: "Jo", company: null }, sender: { name: "A", email: "a@b.example" }, company });
    expect(unfilledPlaceholders(fillTemplate("{{client_company}}", values))).toEqual(["client_company"]);
  });
});
