/**
 * The signed-in agent whose real token the fuzzer sends (and mangles). Fuzzed requests may end
 * its session (a logout, a password change); it is then replaced by a fresh sign-up, so later
 * requests still reach the code behind authentication.
 */
import type { HttpResponse, RawRequest } from "./http-client.ts";
import type { LiveSession } from "./fuzz-tokens.ts";

export class FuzzSession implements LiveSession {
  accessToken = "";
  /** Sign-ups and checks made for the session, not counted as fuzz requests. */
  setupRequests = 0;
  renewals = 0;

  constructor(
    private readonly send: (req: RawRequest) => Promise<HttpResponse>,
    readonly jwtKey: Uint8Array,
    private readonly tag: string,
  ) {}

  async renew(): Promise<void> {
    const email = `fuzz-agent-${this.tag}-${this.renewals}@example.com`;
    this.renewals += 1;
    this.accessToken = await this.signUp(email, "correct horse battery");
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
