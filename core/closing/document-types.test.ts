import { describe, expect, it } from "vitest";
import { acceptedDocumentType, attachmentDisposition, documentFileName } from "./document-types.ts";

describe("acceptedDocumentType", () => {
  it.each([
    [{ mime: "application/pdf" }, "application/pdf"],
    [{ mime: "image/jpeg" }, "image/jpeg"],
    [{ mime: "image/png" }, "image/png"],
    [{ mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    [{ mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    [{ mime: "application/x-msdownload" }, null],
    [{ mime: "application/zip" }, null],
    [{ mime: "image/gif" }, null],
    [{ mime: "application/msword" }, null],
    [{ mime: "toString" }, null],
    [undefined, null],
  ])("%j → %s", (detected, expected) => {
    expect(acceptedDocumentType(detected)).toBe(expected);
  });
});

describe("documentFileName", () => {
  it.each([
    ["Purchase Agreement.pdf", "Purchase Agreement.pdf"],
    ["C:\\Users\\amy\\Desktop\\payoff.pdf", "payoff.pdf"],
    ["../../etc/passwd", "passwd"],
    ["a\u0000b\r\nc.pdf", "abc.pdf"],
    ["evil\u202Efdp.exe", "evilfdp.exe"],
    ["   ", "document"],
    ["", "document"],
    ["x".repeat(300), "x".repeat(200)],
    ["Überweisung – März.pdf", "Überweisung – März.pdf"],
    ["Re\u0301sume\u0301.pdf", "Résumé.pdf"],
    ["売買契約書.pdf", "売買契約書.pdf"],
  ])("%j → %j", (raw, expected) => {
    expect(documentFileName(raw)).toBe(expected);
  });
});

describe("attachmentDisposition", () => {
  it.each([
    ["payoff.pdf", `attachment; filename="payoff.pdf"; filename*=UTF-8''payoff.pdf`],
    ['a "quoted"; name.pdf', `attachment; filename="a _quoted__ name.pdf"; filename*=UTF-8''a%20%22quoted%22%3B%20name.pdf`],
    ["März (v2).pdf", `attachment; filename="M_rz (v2).pdf"; filename*=UTF-8''M%C3%A4rz%20%28v2%29.pdf`],
  ])("%j", (name, expected) => {
    expect(attachmentDisposition(name)).toBe(expected);
  });
});
