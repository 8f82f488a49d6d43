/**
 * The signed-in agent whose real token the fuzzer sends (and mangles) to every route but the admin ones. Fuzzed requests may end
 * its session (a logout, a password change); it is then replaced by a fresh sign-up, so later
 * requests still reach the code behind authentication.
 */
import { generate } from "otplib";
import type { HttpResponse, RawRequest } from "./http-client.ts";
import type { LiveSession } from "./fuzz-tokens.ts";

export class FuzzSession implements LiveSession {
  accessToken = "";
  /** The account's address (closing files name their agents by it). */
  email = "";
  /** Sign-ups and checks made for the session, not counted as fuzz requests. */
  setupRequests = 0;
  renewals = 0;

  constructor(
    private readonly send: (req: RawRequest) => Promise<HttpResponse>,
    readonly jwtKey: Uint8Array,
    private readonly tag: string,
    /** Marks a new account's address proven, so routes that need one (client messages) are fuzzed past that check. */
    private readonly prove: (email: string) => Promise<void> = async () => {},
  ) {}

  async renew(): Promise<void> {
    const email = `fuzz-agent-${this.tag}-${this.renewals}@example.com`;
    this.renewals += 1;
    this.accessToken = await this.signUp(email, "correct horse battery");
    await this.prove(email);
    this.email = email;
  }

  /** A new agent account; answers its access token. */
  async signUp(email: string, password: string): Promise<string> {
    this.setupRequests += 1;
    const res = await this.send({
      method: "POST",
      path: "/auth/v1/signup",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.1" },
      body: Buffer.from(JSON.stringify({ email, password, data: { account_type: "agent" } })),
    });
    const token = (res.json as { access_token?: string } | undefined)?.access_token;
    if (res.status !== 200 || !token) throw new Error(`fuzz sign-up failed: ${res.status} ${res.text.slice(0, 300)}`);
    return token;
  }

  /** After a refusal of the real token: is the session gone? Then sign up again. */
  async ensureAlive(): Promise<void> {
    this.setupRequests += 1;
    const res = await this.send({ method: "GET", path: "/auth/v1/user", headers: { authorization: `Bearer ${this.accessToken}` } });
    if (res.status !== 200) await this.renew();
  }
}

/**
 * An administrator after two-step verification (aal2), whose token the fuzzer sends to the admin
 * routes (/api/v1/admin/…), so their validation is reached rather than refused at the door
 * (tests/authz covers who may call them). Its address must be in the server's ADMIN_EMAILS.
 */
export class FuzzAdminSession implements LiveSession {
  accessToken = "";
  setupRequests = 0;
  private factor: { id: string; secret: string } | undefined;

  constructor(
    private readonly send: (req: RawRequest) => Promise<HttpResponse>,
    readonly jwtKey: Uint8Array,
    private readonly email: string,
    private readonly password: string,
  ) {}

  private async call(method: string, path: string, body: unknown, token?: string): Promise<{ json: Record<string, unknown> }> {
    this.setupRequests += 1;
    const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": "198.51.100.2" };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await this.send({ method, path, headers, body: Buffer.from(JSON.stringify(body)) });
    if (res.status !== 200) throw new Error(`fuzz admin ${method} ${path} failed: ${res.status} ${res.text.slice(0, 300)}`);
    return { json: res.json as Record<string, unknown> };
  }

  /** Signs up (first time, enrolling a TOTP factor) or signs in, then verifies a code: an aal2 token. */
  async renew(): Promise<void> {
    let token: string;
    if (!this.factor) {
      token = (await this.call("POST", "/auth/v1/signup", { email: this.email, password: this.password, data: { account_type: "agent" } })).json.access_token as string;
      const enrolled = (await this.call("POST", "/auth/v1/factors", { factor_type: "totp" }, token)).json as unknown as { id: string; totp: { secret: string } };
      this.factor = { id: enrolled.id, secret: enrolled.totp.secret };
    } else {
      token = (await this.call("POST", "/auth/v1/token?grant_type=password", { email: this.email, password: this.password })).json.access_token as string;
    }
    const challenge = (await this.call("POST", `/auth/v1/factors/${this.factor.id}/challenge`, {}, token)).json as unknown as { id: string };
    const code = await generate({ secret: this.factor.secret });
    this.accessToken = (await this.call("POST", `/auth/v1/factors/${this.factor.id}/verify`, { challenge_id: challenge.id, code }, token)).json.access_token as string;
  }

  /** After a refusal of the real token on an admin route: is the session gone? Then verify again. */
  async ensureAlive(): Promise<void> {
    this.setupRequests += 1;
    const res = await this.send({ method: "GET", path: "/auth/v1/user", headers: { authorization: `Bearer ${this.accessToken}` } });
    if (res.status !== 200) {
      // A code is accepted once per 30 s step (server/auth): wait for the next one.
      await new Promise((resolve) => setTimeout(resolve, 31_000));
      await this.renew();
    }
  }
}

/**
 * The service-role key (`npm run admin -- service-key`), whose token the fuzzer sends to the
 * service-role operations (/auth/v1/admin/…, /auth/v1/invite), so their validation is fuzzed; the
 * token plans without it (none, garbage, mangled, a user's role) must be refused. It belongs to no
 * session, so nothing a fuzzed request does can end it.
 */
export class FuzzServiceRole implements LiveSession {
  readonly kind = "service_role" as const;
  constructor(
    readonly accessToken: string,
    readonly jwtKey: Uint8Array,
  ) {}
}
