/**
 * Real rows for the fuzzer's path parameters. With the documented example ids, /clients/{id},
 * /closing-files/{id}, /status/{token} and the rest answer 404 before their query or body is
 * read; so the fuzz agent and administrator are given a client (with an e-mail and a phone), a
 * closing file with the agent as listing agent and its party id, a document for agents and lenders
 * and one for everyone, a live status link, a private calendar address, a lead, a service request
 * and an account to administer, and the listing agent's open request on the file (its commission
 * instructions, issue 30), and a case may name these instead (FuzzCase.realRows). The buyer on the
 * file is verified on the status link, so the verified status routes are given that session's
 * token (statusSessionToken) and one of the buyer's requests. The administrator writes one message
 * to everyone on the file (issue 31), for the routes that name a message.
 *
 * A fuzzed request can use a row up (a client deleted, the agent's party edited away, the status
 * link replaced); `refresh` then makes that kind of row again, so later cases still reach it.
 */
import { baseFile } from "../support/kits/admin-closing.ts";
import type { BuiltRequest } from "./build-request.ts";
import type { FuzzOperation } from "./fuzz-operations.ts";
import type { HttpResponse, RawRequest } from "./http-client.ts";

type Send = (req: RawRequest) => Promise<HttpResponse>;

/** A caller whose rows these are: its token now (it may be replaced) and its address. */
export interface RowOwner {
  readonly accessToken: string;
  readonly email: string;
}

interface Rows {
  client: string;
  file: string;
  party: string;
  /** The agent's open request on the file (the listing agent's commission instructions). */
  request: string;
  /** The administrator's message to everyone on the file (issue 31). */
  message: string;
  /** Shared with agents and lenders (the party routes). */
  doc: string;
  /** Shared with everyone (the status link's holder). */
  everyoneDoc: string;
  statusToken: string;
  /** A verified session of the file's buyer on that link (issue 30), and a request of theirs. */
  statusSession: string;
  statusRequest: string;
  /** The calendar feed's last path segment: "<token>.ics". */
  calendarFile: string;
  lead: string;
  serviceRequest: string;
  /** An account for the admin routes that change users (never the fuzzer's own administrator). */
  subject: string;
}

type Kind = "client" | "file" | "calendar" | "subject";

/** Which row an `{id}` names, by where it is. */
const ID_OF: [RegExp, keyof Rows][] = [
  [/^\/api\/v1\/clients\//, "client"],
  [/^\/api\/v1\/(admin\/)?closing-files\//, "file"],
  [/^\/api\/v1\/admin\/leads\//, "lead"],
  [/^\/api\/v1\/admin\/service-requests\//, "serviceRequest"],
  [/^\/api\/v1\/admin\/users\//, "subject"],
  [/^\/auth\/v1\/admin\/users\//, "subject"],
];

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
const FORWARDED = { "x-forwarded-for": "198.51.100.3" };

export class FuzzFixtures {
  /** Requests made for the rows, not counted as fuzz requests. */
  setupRequests = 0;
  private rows: Rows | undefined;
  private serial = 0;

  constructor(
    private readonly send: Send,
    private readonly agent: RowOwner,
    private readonly admin: Pick<RowOwner, "accessToken">,
  ) {}

  /** Every row, made afresh. */
  async seed(): Promise<void> {
    const [client, file, calendarFile, lead, serviceRequest, subject] =
      await Promise.all([
        this.newClient(),
        this.newFile(),
        this.newCalendar(),
        this.newLead(),
        this.newServiceRequest(),
        this.newSubject(),
      ]);
    this.rows = {
      client,
      ...file,
      calendarFile,
      lead,
      serviceRequest,
      subject,
    };
  }

  /** The operation's path parameters that name a real row; {} when it names none of ours. */
  paramsFor(op: FuzzOperation): Record<string, string> {
    const rows = this.rows;
    if (!rows) return {};
    const params: Record<string, string> = {};
    for (const name of op.path
      .match(/:([A-Za-z0-9_]+)/g)
      ?.map((p) => p.slice(1)) ?? []) {
      const value =
        name === "id"
          ? ID_OF.find(([where]) => where.test(op.path))?.[1]
          : name === "partyId"
            ? "party"
            : name === "requestId"
              ? op.path.startsWith("/api/v1/status/")
                ? "statusRequest"
                : "request"
              : name === "messageId"
                ? "message"
                : name === "docId"
                ? op.path.startsWith("/api/v1/status/")
                  ? "everyoneDoc"
                  : "doc"
                : name === "token"
                  ? "statusToken"
                  : name === "file"
                    ? "calendarFile"
                    : undefined;
      if (value) params[name] = rows[value];
    }
    return params;
  }

  /** The verified status session of the fixtures' link ("" before the rows are made). */
  get statusSessionToken(): string {
    return this.rows?.statusSession ?? "";
  }

  /**
   * After a batch: makes again what its accepted requests may have used up. The agent's rows are
   * also made again for a new agent account (`agentChanged`), whose address the old file lacks.
   */
  async refresh(
    sent: { req: BuiltRequest; res: HttpResponse }[],
    agentChanged: boolean,
  ): Promise<void> {
    const stale = new Set<Kind>(
      agentChanged ? ["client", "file", "calendar"] : [],
    );
    for (const { req, res } of sent) {
      if (res.status < 200 || res.status >= 300 || req.method === "GET")
        continue;
      const path = new URL(req.path, "http://fuzz.invalid").pathname;
      if (path.startsWith("/api/v1/clients/") && req.method === "DELETE")
        stale.add("client");
      // An edited or removed party, document or link, or a replaced link.
      if (
        /^\/api\/v1\/admin\/closing-files\/[^/]+\/./.test(path) &&
        (req.method !== "POST" || path.endsWith("/status-link"))
      )
        stale.add("file");
      // An answer sent: the request is no longer open for the next cases.
      if (
        /^\/api\/v1\/(closing-files|status)\/[^/]+\/requests\/[^/]+\/answers$/.test(
          path,
        )
      )
        stale.add("file");
      if (path === "/api/v1/me/calendar") stale.add("calendar");
      if (path.startsWith("/auth/v1/admin/users/") && req.method === "DELETE")
        stale.add("subject");
    }
    if (!stale.size || !this.rows) return;
    const rows = this.rows;
    await Promise.all([
      stale.has("client") &&
        this.newClient().then((id) => void (rows.client = id)),
      stale.has("file") &&
        this.newFile().then((file) => void Object.assign(rows, file)),
      stale.has("calendar") &&
        this.newCalendar().then((name) => void (rows.calendarFile = name)),
      stale.has("subject") &&
        this.newSubject().then((id) => void (rows.subject = id)),
    ]);
  }

  private async call(
    method: string,
    path: string,
    token: string | undefined,
    body: unknown,
    want: number,
  ): Promise<Record<string, unknown>> {
    this.setupRequests += 1;
    const headers: Record<string, string> = {
      ...FORWARDED,
      "content-type": "application/json",
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await this.send({
      method,
      path,
      headers,
      body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
    });
    if (res.status !== want)
      throw new Error(
        `fuzz fixture ${method} ${path} failed: ${res.status} ${res.text.slice(0, 300)}`,
      );
    return res.json as Record<string, unknown>;
  }

  private unique(): string {
    return `${Date.now().toString(36)}-${++this.serial}`;
  }

  private async newClient(): Promise<string> {
    const body = {
      name: "Fuzz Client",
      email: `fuzz-client-${this.unique()}@example.com`,
      phone: "(319) 555-0142",
      notes: "Seeded for the fuzzer",
    };
    return (
      await this.call(
        "POST",
        "/api/v1/clients",
        this.agent.accessToken,
        body,
        201,
      )
    ).id as string;
  }

  /** A closing file with the agent on it, its documents and a live status link. */
  private async newFile(): Promise<
    Pick<
      Rows,
      | "file"
      | "party"
      | "request"
      | "message"
      | "doc"
      | "everyoneDoc"
      | "statusToken"
      | "statusSession"
      | "statusRequest"
    >
  > {
    const body = {
      ...baseFile,
      closing_date: "2030-01-15",
      closing_time: "14:30",
      closing_place: "office",
      parties: [
        { role: "listing_agent", name: "Fuzz Agent", email: this.agent.email },
        {
          role: "buyer",
          name: "Fuzz Buyer",
          email: `fuzz-buyer-${this.unique()}@example.com`,
        },
      ],
    };
    const opened = await this.call(
      "POST",
      "/api/v1/admin/closing-files",
      this.admin.accessToken,
      body,
      201,
    );
    const file = opened.id as string;
    const parties = opened.parties as { id: string; email: string | null }[];
    const party = parties.find((p) => p.email === this.agent.email)!.id;
    const [doc, everyoneDoc, link, requests, message] = await Promise.all([
      this.upload(file, "professionals"),
      this.upload(file, "everyone"),
      this.call(
        "POST",
        `/api/v1/admin/closing-files/${file}/status-link`,
        this.admin.accessToken,
        { send: false },
        201,
      ),
      this.call(
        "GET",
        `/api/v1/admin/closing-files/${file}/requests`,
        this.admin.accessToken,
        undefined,
        200,
      ),
      this.call(
        "POST",
        `/api/v1/admin/closing-files/${file}/messages`,
        this.admin.accessToken,
        { body: "Closing is set for January 15 at 2:30.", visibility: "everyone" },
        201,
      ),
    ]);
    const request = (
      requests.data as { id: string; kind: string; owner: string }[]
    ).find(
      (r) =>
        r.kind === "commission_instructions" && r.owner === "listing_agent",
    )!.id;
    const buyer = parties.find((p) => p.email?.startsWith("fuzz-buyer-"))!;
    const statusToken = link.token as string;
    return {
      file,
      party,
      request,
      message: message.id as string,
      doc,
      everyoneDoc,
      statusToken,
      ...(await this.verify(statusToken, {
        id: buyer.id,
        email: buyer.email!,
      })),
    };
  }

  /** The buyer verified on the link as the status page does it (the code from the development mailbox), and a request of theirs. */
  private async verify(
    token: string,
    buyer: { id: string; email: string },
  ): Promise<Pick<Rows, "statusSession" | "statusRequest">> {
    const base = `/api/v1/status/${token}`;
    await this.call(
      "POST",
      `${base}/verification`,
      undefined,
      { party_id: buyer.id, channel: "email" },
      202,
    );
    const mail = await this.call(
      "GET",
      `/api/v1/dev/mailbox?to=${encodeURIComponent(buyer.email)}`,
      undefined,
      undefined,
      200,
    );
    const code = /code: (\d{6})/.exec(
      (mail.messages as { text: string }[])[0]!.text,
    )![1]!;
    const session = await this.call(
      "POST",
      `${base}/verification/check`,
      undefined,
      { party_id: buyer.id, code },
      200,
    );
    const statusSession = session.session_token as string;
    const list = await this.call(
      "GET",
      `${base}/requests`,
      statusSession,
      undefined,
      200,
    );
    const requests = list.data as { id: string }[];
    return {
      statusSession,
      statusRequest: requests[0]?.id ?? "6f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f",
    };
  }

  /** A staff upload: a small real PDF, as a browser's form sends it. */
  private async upload(file: string, visibility: string): Promise<string> {
    this.setupRequests += 1;
    const boundary = `fuzz${this.unique()}`;
    const part = (headers: string, content: Buffer | string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
        Buffer.from(content),
        Buffer.from("\r\n"),
      ]);
    const body = Buffer.concat([
      part('Content-Disposition: form-data; name="visibility"', visibility),
      part(
        'Content-Disposition: form-data; name="label"',
        "Purchase agreement",
      ),
      part(
        'Content-Disposition: form-data; name="file"; filename="purchase-agreement.pdf"\r\nContent-Type: application/pdf',
        PDF,
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const res = await this.send({
      method: "POST",
      path: `/api/v1/admin/closing-files/${file}/documents`,
      headers: {
        ...FORWARDED,
        authorization: `Bearer ${this.admin.accessToken}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    if (res.status !== 201)
      throw new Error(
        `fuzz fixture upload failed: ${res.status} ${res.text.slice(0, 300)}`,
      );
    return (res.json as { id: string }).id;
  }

  private async newCalendar(): Promise<string> {
    const made = await this.call(
      "POST",
      "/api/v1/me/calendar",
      this.agent.accessToken,
      undefined,
      201,
    );
    return new URL(made.url as string).pathname.split("/").pop()!;
  }

  private async newLead(): Promise<string> {
    const body = {
      name: "Fuzz Lead",
      email: `fuzz-lead-${this.unique()}@example.com`,
      message: "Can you close in Ames on the 18th?",
    };
    return (await this.call("POST", "/api/v1/leads", undefined, body, 201))
      .id as string;
  }

  private async newServiceRequest(): Promise<string> {
    const body = {
      service_type: "title",
      name: "Fuzz Requester",
      email: `fuzz-sr-${this.unique()}@example.com`,
      phone: "(319) 555-0142",
    };
    return (
      await this.call("POST", "/api/v1/service-requests", undefined, body, 201)
    ).id as string;
  }

  private async newSubject(): Promise<string> {
    const body = {
      email: `fuzz-subject-${this.unique()}@example.com`,
      password: "correct horse battery",
      data: { account_type: "lender" },
    };
    return (
      (await this.call("POST", "/auth/v1/signup", undefined, body, 200))
        .user as { id: string }
    ).id;
  }
}
