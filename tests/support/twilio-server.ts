import { createServer } from "node:http";
import { randomBytes } from "node:crypto";

export interface TwilioRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  /** "user:password" from HTTP Basic auth, decoded. */
  basicAuth: string | undefined;
  form: Record<string, string>;
}

export interface TwilioAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A real HTTP server in this process that answers like Twilio's Messages API: by default
 * 201 with a new message SID; `answers` are used first, one per request, e.g. a 400 with Twilio's
 * error shape ({code, message, more_info, status}).
 */
export async function startTwilio(opts: { answers?: TwilioAnswer[] } = {}) {
  const requests: TwilioRequest[] = [];
  const answers = [...(opts.answers ?? [])];
  const sids: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const auth = req.headers.authorization;
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        contentType: req.headers["content-type"],
        basicAuth: auth?.startsWith("Basic ") ? Buffer.from(auth.slice(6), "base64").toString("utf8") : undefined,
        form,
      });
      let answer = answers.shift();
      if (!answer) {
        const sid = `SM${randomBytes(16).toString("hex")}`;
        sids.push(sid);
        answer = { status: 201, body: { sid, status: "queued", to: form.To, from: form.From ?? null, body: form.Body } };
      }
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The SIDs of the messages it accepted, in order. */
    sids,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Twilio's answer for a number it cannot send to (error 21211). */
export const invalidNumberAnswer = (to: string): TwilioAnswer => ({
  status: 400,
  body: {
    code: 21211,
    message: `The 'To' number ${to} is not a valid phone number.`,
    more_info: "https://www.twilio.com/docs/errors/21211",
    status: 400,
  },
});
