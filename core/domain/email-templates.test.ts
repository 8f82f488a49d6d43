import { describe, expect, test } from "vitest";
import { appointmentInstant } from "../closing/appointment.ts";
import {
  closingFileTemplateValues,
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

describe("closingFileTemplateValues", () => {
  const file = {
    propertyAddress: "412 Elm St, Cedar Falls, IA 50613",
    closingAt: appointmentInstant({ date: "2026-12-18", time: "14:30" }),
    closingTimeSet: true,
    closingPlace: "office" as const,
    closingLocation: "315 Main Street, Suite 200, Cedar Falls",
  };
  test.each([
    {
      what: "scheduled at our office, with a time (Iowa time, whatever the reader's zone)",
      file,
      values: {
        property_address: "412 Elm St, Cedar Falls, IA 50613",
        closing_date: "Friday, December 18, 2026",
        closing_time: "2:30 PM (Iowa time)",
        closing_location: "At our office: 315 Main Street, Suite 200, Cedar Falls",
      },
    },
    {
      what: "a date without a time, remote",
      file: { ...file, closingAt: appointmentInstant({ date: "2026-07-03", time: null }), closingTimeSet: false, closingPlace: "remote_online_notary" as const, closingLocation: null },
      values: { property_address: file.propertyAddress, closing_date: "Friday, July 3, 2026", closing_location: "Remote online notary (video)" },
    },
    {
      what: "not scheduled: only the property; the rest stays for the sender",
      file: { ...file, closingAt: null, closingTimeSet: false, closingPlace: null, closingLocation: null },
      values: { property_address: file.propertyAddress },
    },
  ])("$what", ({ file, values }) => {
    expect(closingFileTemplateValues(file)).toEqual(values);
  });

  test("filled into a template, only what the file does not know is left open", () => {
    const text = fillTemplate("{{property_address}} on {{closing_date}} at {{closing_time}}, {{closing_location}}", closingFileTemplateValues({ ...file, closingTimeSet: false }));
    expect(text).toBe("412 Elm St, Cedar Falls, IA 50613 on Friday, December 18, 2026 at {{closing_time}}, At our office: 315 Main Street, Suite 200, Cedar Falls");
  });
});
