/**
 * POST /auth/v1/token?grant_type=password (an e-mail address or a phone number) |refresh_token|pkce
 * (id_token and web3: providers not enabled).
 */
import { Hono, type Context } from "hono";
import { normaliseEmail } from "#core/auth/credentials.ts";
import type { Services } from "#server/services.ts";
import { AuthError, invalidCredentials, providerDisabled, validationFailed } from "../auth-error.ts";
import { enforce, enforceAll, limitFor, refundAll, signInAttempt } from "../limits.ts";
import { verifyPassword } from "../passwords.ts";
import { AUTH_CODE_TTL_MS, challengeMatches } from "../pkce.ts";
import { clientMeta, readBody } from "../request.ts";
import { passwordGrantBody, pkceGrantBody, refreshGrantBody } from "../schemas.ts";
import { refusedAs } from "../refusal.ts";
import { refreshSession, sessionResponse } from "../sessions.ts";
import { findUserByEmail, findUserById } from "../users.queries.ts";
import { formatPhone, phoneDisabled } from "../phone.ts";
import { findUserByPhone } from "../phone.queries.ts";
import { deleteFlow, exchangeAuthCode, findFlowByAuthCode, startPasswordSession, type ExchangeRefusal } from "./token.queries.ts";

export function tokenRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const grant = c.req.query("grant_type");
    switch (grant) {
      case "password":
        return c.json(await passwordGrant(ctx, c));
      case "refresh_token": {
        const body = await readBody(c, refreshGrantBody);
        const ip = clientMeta(ctx, c).ip;
        if (!body.refresh_token) {
          await enforce(ctx, "refreshPerIp", ip);
          throw validationFailed("refresh_token required");
        }
        // Counted by the refresh statement itself: one round trip for the limit and the grant.
        return c.json(await refreshSession(ctx, body.refresh_token, { limit: limitFor(ctx, "refreshPerIp", ip) }));
      }
      case "pkce":
        return c.json(await pkceGrant(ctx, c));
      case "id_token":
        throw providerDisabled("Sign-in with an ID token (external provider)");
      case "web3":
        // Neither Solana nor Ethereum sign-in is offered; GoTrue says so before reading the body.
        throw new AuthError(422, "web3_provider_disabled", "Web3 provider is disabled");
      default:
        throw validationFailed(grant ? `unsupported_grant_type: ${grant}` : "grant_type is required");
    }
  });
  return routes;
}

async function passwordGrant(ctx: Services, c: Context) {
  const body = await readBody(c, passwordGrantBody);
  if (body.email && body.phone) throw validationFailed("Only an email address or phone number should be provided on login.");
  if (body.phone && !ctx.config.AUTH_PHONE_ENABLED) throw phoneDisabled("Phone logins are disabled", 422);
  if ((!body.email && !body.phone) || !body.password) throw validationFailed("missing email or phone");
  // A number is looked up as GoTrue stores it (without "+" or spaces); it is not validated here,
  // so a malformed one is simply not found.
  const login = body.phone ? `phone:${formatPhone(body.phone)}` : normaliseEmail(body.email!);
  const meta = clientMeta(ctx, c);
  // Every attempt is counted before the password is checked and given back when it was right, so
  // only failures count, and guesses sent all at once cannot all be checked before any counts.
  const attempt = signInAttempt(login, meta.ip);
  await enforceAll(ctx, attempt);
  const user = body.phone ? await findUserByPhone(ctx.db, formatPhone(body.phone)) : await findUserByEmail(ctx.db, login);
  const ok = await verifyPassword(user?.encryptedPassword, body.password);
  if (!user || !ok) throw invalidCredentials();
  await refundAll(ctx, attempt);
  if (!body.phone && !user.emailConfirmedAt) throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
  if (body.phone && !user.phoneConfirmedAt) throw new AuthError(400, "phone_not_confirmed", "Phone not confirmed");
  if (user.bannedUntil && user.bannedUntil.getTime() > Date.now()) throw new AuthError(400, "user_banned", "User is banned");
  const { session, refreshToken } = await startPasswordSession(ctx, user, meta);
  return sessionResponse(ctx, session.id, refreshToken);
}

const flowStateNotFound = () => new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");

async function pkceGrant(ctx: Services, c: Context) {
  const body = await readBody(c, pkceGrantBody);
  if (!body.auth_code || !body.code_verifier) throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
  await enforce(ctx, "verifyPerIp", clientMeta(ctx, c).ip);
  const flow = await findFlowByAuthCode(ctx.db, body.auth_code);
  if (!flow || !flow.userId || !flow.authCodeIssuedAt) throw flowStateNotFound();
  if (Date.now() - flow.authCodeIssuedAt.getTime() > AUTH_CODE_TTL_MS) {
    await deleteFlow(ctx.db, flow.id);
    throw new AuthError(400, "flow_state_expired", "invalid flow state, flow state has expired");
  }
  if (!challengeMatches(flow, body.code_verifier)) throw new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
  const user = await findUserById(ctx.db, flow.userId);
  if (!user) throw new AuthError(404, "user_not_found", "User not found");
  const { session, refreshToken } = await exchangeAuthCode(ctx, {
    flowId: flow.id,
    user,
    method: flow.authenticationMethod,
    meta: clientMeta(ctx, c),
  }).catch(refusedAs<ExchangeRefusal>({ flow_used: flowStateNotFound }));
  return sessionResponse(ctx, session.id, refreshToken);
}
