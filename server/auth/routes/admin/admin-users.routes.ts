/**
 * /auth/v1/admin/users: GoTrue's admin user API (internal/api/admin.go in supabase/auth), as
 * auth-js's GoTrueAdminApi calls it. Behind requireServiceRole (admin.routes.ts).
 */
import { Hono, type Context } from "hono";
import { isValidEmail, MIN_PASSWORD_LENGTH, normaliseEmail } from "#core/auth/credentials.ts";
import { decimalWholeNumber } from "#server/http/decimal.ts";
import { isUniqueViolation } from "#server/http/pg-errors.ts";
import type { Services } from "#server/services.ts";
import { AUDIENCE } from "#server/auth/access-token.ts";
import { AuthError, validationFailed, weakPassword } from "#server/auth/auth-error.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import { readBody } from "#server/auth/request.ts";
import { accountTypeFrom } from "#server/auth/users.ts";
import { findUserById } from "#server/auth/users.queries.ts";
import { auditCaller, SERVICE_ROLE_AUDIT, writeServiceRoleAudit } from "./admin-audit.queries.ts";
import { adminUserBody, banDurationMs, deleteUserBody, e164, emailFormatInvalid, phoneFormatInvalid, type AdminUserBody } from "./admin-schemas.ts";
import { addressTaken, adminUserJson, createAdminUser, deleteAdminUser, findAnyUser, listUsersPage, updateAdminUser } from "./admin-users.queries.ts";
import { isUuid } from "#core/validation/uuid.ts";

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 1000;

export const userNotFound = () => new AuthError(404, "user_not_found", "User not found");
export const emailExists = () => new AuthError(422, "email_exists", "A user with this email address has already been registered");
const phoneExists = () => new AuthError(422, "phone_exists", "Phone number already registered by another user");

/** The path's user id, as GoTrue's loadUser reads it: not a UUID is a 404 too. */
export function userIdParam(c: Context): string {
  const id = c.req.param("id") ?? "";
  if (!isUuid(id)) throw new AuthError(404, "validation_failed", "user_id must be an UUID");
  return id.toLowerCase();
}

export async function loadUser(ctx: Services, c: Context) {
  const user = await findUserById(ctx.db, userIdParam(c));
  if (!user) throw userNotFound();
  return user;
}

function pageParam(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === "") return fallback;
  const n = decimalWholeNumber(value) ?? NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) throw validationFailed(`Bad Pagination Parameters: page and per_page must be whole numbers from 1 to ${max}`);
  return n;
}

/** Checked fields shared by create and update: the address, number, password and ban. */
async function checkedAttributes(body: AdminUserBody) {
  const email = body.email !== undefined && body.email !== "" ? normaliseEmail(body.email) : undefined;
  if (email !== undefined && !isValidEmail(email)) throw emailFormatInvalid();
  const phone = body.phone !== undefined && body.phone !== "" ? e164(body.phone) : undefined;
  if (body.phone && !phone) throw phoneFormatInvalid();
  if (body.password_hash !== undefined) {
    throw validationFailed("password_hash is not supported: passwords are hashed with argon2id here; send password instead");
  }
  if (body.password !== undefined && body.password !== "" && body.password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
  // Our access tokens always carry role "authenticated"; the product's own role (user or
  // admin) is changed in the admin area or with `npm run admin -- promote`, never here.
  if (body.role !== undefined && body.role !== "" && body.role !== "authenticated") {
    throw validationFailed("role: only authenticated is supported; administrators are made with npm run admin -- promote");
  }
  if (body.aud !== undefined && body.aud !== "" && body.aud !== AUDIENCE) throw validationFailed(`aud: only ${AUDIENCE} is supported`);
  let bannedUntil: Date | null | undefined;
  if (body.ban_duration !== undefined && body.ban_duration !== "") {
    const ms = banDurationMs(body.ban_duration);
    if (ms === undefined) throw validationFailed(`invalid format for ban duration: time: invalid duration "${body.ban_duration}"`);
    bannedUntil = ms === 0 ? null : new Date(Date.now() + ms);
  }
  const metadata = body.user_metadata;
  if (metadata?.account_type !== undefined && metadata.account_type !== null && accountTypeFrom(metadata) === null) {
    throw validationFailed("user_metadata.account_type must be agent or lender");
  }
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  return { email, phone, passwordHash, bannedUntil };
}

/** Merged as GoTrue merges metadata: given keys replace, null removes. */
function merged(current: Record<string, unknown>, given: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(given)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

export function adminUserRoutes(ctx: Services): Hono {
  const routes = new Hono();

  routes.get("/", async (c) => {
    const page = pageParam(c.req.query("page"), 1, 1_000_000);
    const perPage = pageParam(c.req.query("per_page"), DEFAULT_PER_PAGE, MAX_PER_PAGE);
    const { users, total } = await listUsersPage(ctx.db, page, perPage);
    await writeServiceRoleAudit(ctx.db, { action: SERVICE_ROLE_AUDIT.usersListed, ...auditCaller(ctx, c), details: { page, per_page: perPage } });
    // GoTrue's headers (addPaginationHeaders), which auth-js's listUsers reads for nextPage, lastPage and total.
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const link = (p: number) => `<${c.req.path}?page=${p}&per_page=${perPage}>`;
    c.header("Link", [...(lastPage > page ? [`${link(page + 1)}; rel="next"`] : []), `${link(lastPage)}; rel="last"`].join(", "));
    c.header("X-Total-Count", String(total));
    return c.json({ users: await Promise.all(users.map((u) => adminUserJson(ctx.db, u))), aud: AUDIENCE });
  });

  routes.post("/", async (c) => {
    const body = await readBody(c, adminUserBody);
    if (!body.email && !body.phone) throw validationFailed("Cannot create a user without either an email or phone");
    const { email, phone, passwordHash, bannedUntil } = await checkedAttributes(body);
    let id: string | undefined;
    if (body.id !== undefined && body.id !== "") {
      if (!isUuid(body.id)) throw validationFailed("ID must conform to the uuid v4 format");
      if (/^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(body.id)) throw validationFailed("ID cannot be a nil uuid");
      id = body.id.toLowerCase();
    }
    const taken = await addressTaken(ctx.db, { email, phone });
    if (taken === "email") throw emailExists();
    if (taken === "phone") throw phoneExists();
    if (id && (await findAnyUser(ctx.db, id))) throw new AuthError(422, "user_already_exists", "User already registered");
    const user = await createAdminUser(
      ctx,
      {
        id,
        email,
        phone,
        passwordHash: passwordHash ?? null,
        emailConfirmed: !!body.email_confirm,
        phoneConfirmed: !!body.phone_confirm,
        userMetadata: body.user_metadata ?? {},
        appMetadata: body.app_metadata ?? {},
        bannedUntil: bannedUntil ?? null,
        // Sign-up's rule: an address in ADMIN_EMAILS becomes an administrator.
        role: email && ctx.config.ADMIN_EMAILS.includes(email) ? "admin" : "user",
      },
      auditCaller(ctx, c),
    ).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw emailExists(); // a parallel request took the address
      throw err;
    });
    ctx.logger.info({ userId: user.id }, "auth admin: user created with the service role");
    return c.json(await adminUserJson(ctx.db, user));
  });

  routes.get("/:id", async (c) => {
    const user = await loadUser(ctx, c);
    await writeServiceRoleAudit(ctx.db, { action: SERVICE_ROLE_AUDIT.userRead, userId: user.id, ...auditCaller(ctx, c) });
    return c.json(await adminUserJson(ctx.db, user));
  });

  routes.put("/:id", async (c) => {
    const user = await loadUser(ctx, c);
    const body = await readBody(c, adminUserBody);
    const { email, phone, passwordHash, bannedUntil } = await checkedAttributes(body);
    const taken = await addressTaken(ctx.db, { email: email !== user.email ? email : undefined, phone: phone !== user.phone ? phone : undefined }, user.id);
    if (taken === "email") throw emailExists();
    if (taken === "phone") throw phoneExists();
    await updateAdminUser(
      ctx,
      user,
      {
        email: email !== user.email ? email : undefined,
        phone: phone !== user.phone ? phone : undefined,
        passwordHash,
        confirmEmail: !!body.email_confirm,
        confirmPhone: !!body.phone_confirm,
        userMetadata: body.user_metadata ? merged(user.rawUserMetaData, body.user_metadata) : undefined,
        appMetadata: body.app_metadata ? merged(user.rawAppMetaData, body.app_metadata) : undefined,
        bannedUntil,
      },
      auditCaller(ctx, c),
    ).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw emailExists();
      throw err;
    });
    // A DELETE of the same user that committed meanwhile leaves nothing to show: GoTrue's 404.
    const updated = await findUserById(ctx.db, user.id);
    if (!updated) throw userNotFound();
    return c.json(await adminUserJson(ctx.db, updated));
  });

  routes.delete("/:id", async (c) => {
    const user = await findAnyUser(ctx.db, userIdParam(c));
    const body = await readBody(c, deleteUserBody);
    if (!user) throw userNotFound();
    await deleteAdminUser(ctx, user, !!body.should_soft_delete, auditCaller(ctx, c));
    ctx.logger.info({ userId: user.id, soft: !!body.should_soft_delete }, "auth admin: user deleted with the service role");
    return c.json({});
  });

  return routes;
}
