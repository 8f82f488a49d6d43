/**
 * /auth/v1/passkeys: GoTrue's passkey API, which auth-js 2.109 drives (`client.passkey.*`,
 * `signInWithPasskey`, `registerPasskey`). A signed-in user registers passkeys (discoverable
 * credentials), lists, renames and deletes them; anyone signs in with one (aal1, amr `passkey`).
 * The ceremonies are in server/auth/webauthn/ (docs/decisions/018-passkeys.md).
 */
import { Hono } from "hono";
import type { Services } from "#server/services.ts";
import { AuthError, validationFailed } from "../auth-error.ts";
import { authenticate, authenticateNotAnonymous } from "../authenticate.ts";
import { enforceAll, refundAll } from "../limits.ts";
import { refusedAs } from "../refusal.ts";
import { clientMeta, readBody } from "../request.ts";
import { sessionResponse } from "../sessions.ts";
import { findUserById } from "../users.queries.ts";
import { creationOptions, requestOptions, userIdOfHandle, verifyAssertion, verifyCreation } from "../webauthn/ceremonies.ts";
import { credentialAs, isBanned, requirePasskeyManagementAal, takeLiveChallenge, verifyParams } from "../webauthn/ceremony-steps.ts";
import { enforcePasskeyOptions, passkeySignInAttempt } from "../webauthn/passkey-limits.ts";
import { DEFAULT_PASSKEY_NAME, MAX_PASSKEYS, passkeyJson } from "../webauthn/passkey-json.ts";
import { relyingParty } from "../webauthn/relying-party.ts";
import { credentialExists, passkeyNotFound, tooManyPasskeys, verificationFailed } from "../webauthn/webauthn-errors.ts";
import { authenticationResponse, ceremonyVerifyBody, passkeyOptionsBody, registrationResponse, renamePasskeyBody } from "../webauthn/webauthn-schemas.ts";
import {
  deletePasskey,
  findPasskey,
  findPasskeyByCredentialId,
  listFactorCredentials,
  listPasskeys,
  openChallenge,
  renamePasskey,
  startPasskeySession,
  storeCredential,
  type PasskeySessionRefusal,
  type StoreCredentialRefusal,
} from "../webauthn/webauthn.queries.ts";
import { isUuid } from "#core/validation/uuid.ts";

const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function passkeyRoutes(ctx: Services): Hono {
  const routes = new Hono();
  const rp = relyingParty(ctx.config);

  routes.post("/registration/options", async (c) => {
    const caller = await authenticateNotAnonymous(ctx, c);
    await readBody(c, passkeyOptionsBody);
    await requirePasskeyManagementAal(ctx, caller);
    const meta = clientMeta(ctx, c);
    await enforcePasskeyOptions(ctx, meta.ip);
    const passkeys = await listPasskeys(ctx.db, caller.user.id);
    if (passkeys.length >= MAX_PASSKEYS) throw tooManyPasskeys();
    // The user's security keys too: one authenticator credential is either a passkey or a factor.
    const exclude = [...passkeys, ...(await listFactorCredentials(ctx.db, caller.user.id))];
    const options = await creationOptions(rp, caller.user, { residentKey: "required", exclude });
    const challenge = await openChallenge(ctx.db, { userId: caller.user.id, kind: "registration", challenge: options.challenge, ip: meta.ip });
    return c.json({ challenge_id: challenge.id, options, expires_at: unixSeconds(challenge.expiresAt) });
  });

  routes.post("/registration/verify", async (c) => {
    const caller = await authenticateNotAnonymous(ctx, c);
    const { challengeId, credential } = verifyParams(await readBody(c, ceremonyVerifyBody));
    await requirePasskeyManagementAal(ctx, caller);
    const challenge = await takeLiveChallenge(ctx.db, challengeId, "registration", { userId: caller.user.id });
    const created = await verifyCreation(rp, challenge.challenge, credentialAs(registrationResponse, credential));
    const passkey = await storeCredential(ctx.db, {
      ...created,
      userId: caller.user.id,
      friendlyName: DEFAULT_PASSKEY_NAME,
      maxPasskeys: MAX_PASSKEYS,
    }).catch(refusedAs<StoreCredentialRefusal>({ credential_exists: credentialExists, too_many: tooManyPasskeys }));
    const { last_used_at: _unused, ...metadata } = passkeyJson(passkey);
    return c.json(metadata);
  });

  routes.post("/authentication/options", async (c) => {
    await readBody(c, passkeyOptionsBody);
    const meta = clientMeta(ctx, c);
    await enforcePasskeyOptions(ctx, meta.ip);
    // Discoverable: no user and no allowed list; the authenticator offers the passkeys it holds.
    const options = await requestOptions(rp, []);
    const challenge = await openChallenge(ctx.db, { userId: null, kind: "authentication", challenge: options.challenge, ip: meta.ip });
    return c.json({ challenge_id: challenge.id, options, expires_at: unixSeconds(challenge.expiresAt) });
  });

  routes.post("/authentication/verify", async (c) => {
    const { challengeId, credential } = verifyParams(await readBody(c, ceremonyVerifyBody));
    const meta = clientMeta(ctx, c);
    const attempt = passkeySignInAttempt(meta.ip);
    await enforceAll(ctx, attempt);
    const challenge = await takeLiveChallenge(ctx.db, challengeId, "authentication", { userId: null });
    const response = credentialAs(authenticationResponse, credential);
    const stored = await findPasskeyByCredentialId(ctx.db, response.id);
    // A discoverable credential names its user; it must be the passkey's owner.
    if (!stored || userIdOfHandle(response.response.userHandle) !== stored.userId) throw verificationFailed();
    const use = await verifyAssertion(rp, challenge.challenge, response, stored);
    const user = await findUserById(ctx.db, stored.userId);
    if (!user) throw verificationFailed();
    await refundAll(ctx, attempt);
    if (user.email && !user.emailConfirmedAt) throw new AuthError(403, "email_not_confirmed", "Email not confirmed");
    if (isBanned(user)) throw new AuthError(403, "user_banned", "User is banned");
    const { session, refreshToken } = await startPasskeySession(ctx, { user, stored, use, meta }).catch(
      refusedAs<PasskeySessionRefusal>({ counter_raced: verificationFailed }),
    );
    return c.json(await sessionResponse(ctx, session.id, refreshToken));
  });

  routes.get("/", async (c) => {
    const caller = await authenticate(ctx, c);
    return c.json((await listPasskeys(ctx.db, caller.user.id)).map(passkeyJson));
  });

  routes.patch("/:id", async (c) => {
    const caller = await authenticate(ctx, c);
    const body = await readBody(c, renamePasskeyBody);
    if (!body.friendly_name) throw validationFailed("friendly_name is required");
    if (body.friendly_name.length > 120) throw validationFailed("friendly_name must be 120 characters or less");
    const id = c.req.param("id");
    const passkey = isUuid(id) ? await findPasskey(ctx.db, caller.user.id, id) : undefined;
    if (!passkey) throw passkeyNotFound();
    const renamed = await renamePasskey(ctx.db, passkey.id, body.friendly_name);
    if (!renamed) throw passkeyNotFound();
    return c.json(passkeyJson(renamed));
  });

  routes.delete("/:id", async (c) => {
    const caller = await authenticate(ctx, c);
    await requirePasskeyManagementAal(ctx, caller);
    const id = c.req.param("id");
    if (!isUuid(id) || !(await deletePasskey(ctx.db, caller.user.id, id))) throw passkeyNotFound();
    return c.body(null, 204);
  });

  return routes;
}
