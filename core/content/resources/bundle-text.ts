/** Turns the bundles' data into file text: checklists as Markdown and CSV, e-mails as text. */
import type { Checklist, EmailTemplate } from "./bundle-types.ts";

/** Windows and Mac editors both open CRLF text cleanly; Notepad has shown LF-only files on one line. */
const lines = (rows: string[]) => rows.join("\r\n") + "\r\n";

/** A printable Markdown checklist with tick boxes. */
export function checklistMarkdown(list: Checklist, footer: string): string {
  const rows = [`# ${list.title}`, "", list.intro, "", "Property: ______________________  Closing date: ____________  File no.: __________", ""];
  for (const section of list.sections) {
    rows.push(`## ${section.heading}`, "");
    for (const item of section.items) rows.push(`- [ ] ${item.task} (${item.who}; ${item.when})`);
    rows.push("");
  }
  rows.push("---", footer);
  return lines(rows);
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The same checklist as a spreadsheet a team can track a file with. */
export function checklistCsv(list: Checklist): string {
  const rows = [["Section", "Task", "Who", "When", "Done (date)", "Notes"].join(",")];
  for (const section of list.sections) {
    for (const item of section.items) rows.push([section.heading, item.task, item.who, item.when, "", ""].map(csvField).join(","));
  }
  return lines(rows);
}

/** A ready-to-paste e-mail: the subject line, then the body. */
export function emailText(email: EmailTemplate): string {
  return lines([`Subject: ${email.subject}`, "", ...email.body.split("\n")]);
}

/** Every {{placeholder}} an e-mail uses, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{([a-z_]+)\}\}/g)].map((m) => m[1]!))];
}
