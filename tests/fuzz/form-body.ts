/**
 * Multipart bodies for the operations that take a file (the closing documents' uploads): the
 * form the OpenAPI document describes (its fields' examples, then a small real PDF in the binary
 * part), the fuzzer's mutations applied to it, and why the server must refuse the result. Read the
 * way server/api/documents/receive-upload.ts reads it: the fields are checked against their
 * schema, the file is required and typed by its content.
 */
import type { Mutation } from "./fuzz-case.ts";
import { objectViolation, exampleOf, type JsonSchema } from "./json-schema.ts";
import { oddTag, placeOdd } from "./odd-values.ts";
import { rawBytes } from "./body-edits.ts";

export interface FormBody {
  /** Text parts, in order (before the file, as a browser's form sends them). */
  fields: [string, string][];
  file?: { field: string; filename: string; type: string; bytes: Buffer };
  /** Replaces the whole encoded body (a raw-body mutation). */
  raw?: Buffer;
  /** Set by a mutation that makes the body certainly unacceptable, whatever the fields. */
  broken?: string;
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
export const FORM_BOUNDARY = "fuzzFormBoundary7MA4YWxkTrZu0gW";
export const FORM_TYPE = `multipart/form-data; boundary=${FORM_BOUNDARY}`;

/** The name of the binary part in a form schema. */
function fileField(schema: JsonSchema): string | undefined {
  return Object.entries(schema.properties ?? {}).find(([, p]) => p.format === "binary")?.[0];
}

/** The well-formed form of `schema`: each text field's example, then a PDF. */
export function exampleForm(schema: JsonSchema): FormBody {
  const file = fileField(schema);
  const fields = Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== file)
    .map(([name, property]) => [name, String(exampleOf(property, name))] as [string, string]);
  return { fields, file: file ? { field: file, filename: "purchase-agreement.pdf", type: "application/pdf", bytes: PDF } : undefined };
}

export function encodeForm(form: FormBody): Buffer {
  if (form.raw) return form.raw;
  const part = (disposition: string, content: Buffer, type?: string) =>
    Buffer.concat([
      Buffer.from(`--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}${type ? `\r\nContent-Type: ${type}` : ""}\r\n\r\n`),
      content,
      Buffer.from("\r\n"),
    ]);
  const quoted = (s: string) => `"${s.replace(/["\\\r\n]/g, (c) => encodeURIComponent(c))}"`;
  const parts = form.fields.map(([name, value]) => part(`name=${quoted(name)}`, Buffer.from(value)));
  if (form.file) parts.push(part(`name=${quoted(form.file.field)}; filename=${quoted(form.file.filename)}`, form.file.bytes, form.file.type));
  return Buffer.concat([...parts, Buffer.from(`--${FORM_BOUNDARY}--\r\n`)]);
}

/**
 * Applies a body mutation to the form; answers the label, or undefined for the mutations that are
 * not about the body (query, path, method), which the caller applies as for any operation.
 */
export function mutateForm(form: FormBody, m: Mutation, setContentType: (value: string | undefined) => void): string | undefined {
  switch (m.kind) {
    case "extra-field":
      form.fields.push([m.name, typeof m.value === "string" ? m.value : JSON.stringify(m.value) ?? ""]);
      return "form:extra-field";
    case "missing-field": {
      const names = [...form.fields.map(([k]) => k), ...(form.file ? [form.file.field] : [])];
      const name = names[m.pick % names.length]!;
      if (form.file?.field === name) form.file = undefined;
      else form.fields = form.fields.filter(([k]) => k !== name);
      return `form:missing-field@${name}`;
    }
    case "wrong-type":
      // Every part is text to multipart: what has the wrong type is the file's content.
      if (form.file) form.file.bytes = Buffer.from(JSON.stringify(m.value) ?? "null");
      form.broken = "the file is not a PDF, JPEG, PNG, DOCX or XLSX";
      return "form:wrong-file-type";
    case "odd-string": {
      const slots = [...form.fields.map((_, i) => i), ...(form.file ? [-1] : [])];
      const slot = slots[m.pick % slots.length]!;
      if (slot === -1) {
        form.file!.filename = placeOdd(form.file!.filename, m.odd);
        return `form:odd-string:${oddTag(form.file!.filename)}@filename`;
      }
      const field = form.fields[slot]!;
      field[1] = placeOdd(field[1], m.odd);
      return `form:odd-string:${oddTag(field[1])}@${field[0]}`;
    }
    case "raw-body":
      form.raw = rawBytes({}, m.raw);
      form.broken = "the body is not the multipart form";
      return `form:raw-body:${m.raw.kind}`;
    case "content-type":
      // Any other type, or multipart with another boundary, leaves the server no file to find.
      setContentType(m.value);
      form.broken = `content type ${m.value ?? "(none)"} is not the form's`;
      return `form:content-type:${m.value ?? "(none)"}`;
    default:
      return undefined;
  }
}

/** Why the server must refuse the form, from what the schema says. */
export function formRefusal(schema: JsonSchema, form: FormBody): string | undefined {
  if (form.broken) return form.broken;
  const file = fileField(schema);
  if (file && (schema.required ?? []).includes(file) && !form.file) return `${file} is missing`;
  // A repeated field is left out: which of its values the server keeps is its own business.
  const values: Record<string, unknown> = {};
  for (const [name, value] of form.fields) {
    if (form.fields.filter(([k]) => k === name).length === 1) values[name] = value;
  }
  const textSchema = { ...schema, required: (schema.required ?? []).filter((n) => n !== file) };
  const why = objectViolation(textSchema, values);
  return why ? `form ${why}` : undefined;
}
