import type { AuthExample, AuthOperation } from "./auth-operation.ts";

const SOME_UUID = "00000000-0000-4000-8000-000000000000";
/**
 * The account the examples name: the create example makes it with this id, so the read, change
 * and factor examples reach their validation rather than stopping at 404 (the fuzzer sends the
 * create example first often enough). The delete example names an unknown id, so it stays.
 */
export const ADMIN_EXAMPLE_USER = { id: "00000000-0000-4000-8000-00000000ad01", email: "fuzz-admin-api@example.com" } as const;

const user = { params: { id: ADMIN_EXAMPLE_USER.id } };
const oauthClient: AuthExample[] = [{ params: { clientId: SOME_UUID } }];
const OAUTH_DISABLED = "OAuth server client registry: we are no OAuth server (404 feature_disabled, as GoTrue with it disabled)";

/** The operations of this feature, spread into AUTH_OPERATIONS (tests/support/auth-operations.ts). */
export const ADMIN_OPERATIONS: readonly AuthOperation[] = [
  {
    method: "GET",
    path: "/admin/users",
    summary: "Service role: list users, newest first (page, per_page; X-Total-Count and Link headers)",
    jsonBody: false,
    auth: "service_role",
    examples: [{ query: { page: "1", per_page: "10" } }, {}],
  },
  {
    method: "POST",
    path: "/admin/users",
    summary: "Service role: create a user (with its profile), confirmed or not",
    jsonBody: true,
    auth: "service_role",
    cost: "argon2",
    examples: [
      {
        body: {
          id: ADMIN_EXAMPLE_USER.id,
          email: ADMIN_EXAMPLE_USER.email,
          password: "correct horse",
          email_confirm: true,
          user_metadata: { account_type: "agent", display_name: "Fuzz" },
          app_metadata: { plan: "fuzz" },
        },
        required: ["email"],
      },
      { body: { phone: "+1 515 555 0100", phone_confirm: false, ban_duration: "24h", user_metadata: { account_type: "lender" } }, required: ["phone"] },
    ],
  },
  {
    method: "GET",
    path: "/admin/users/:id",
    summary: "Service role: one user",
    jsonBody: false,
    auth: "service_role",
    examples: [user],
  },
  {
    method: "PUT",
    path: "/admin/users/:id",
    summary: "Service role: change a user (e-mail, phone, password, metadata, confirmation, ban) at once",
    jsonBody: true,
    auth: "service_role",
    examples: [
      { ...user, body: { user_metadata: { display_name: "Fuzz Again" }, app_metadata: { plan: "fuzz" }, email_confirm: true, ban_duration: "none" } },
      { ...user, body: { email: ADMIN_EXAMPLE_USER.email, phone: "15155550101", phone_confirm: true } },
    ],
  },
  {
    method: "DELETE",
    path: "/admin/users/:id",
    summary: "Service role: delete a user, for good or softly (should_soft_delete)",
    jsonBody: true,
    auth: "service_role",
    examples: [{ params: { id: SOME_UUID }, body: { should_soft_delete: false } }],
  },
  {
    method: "POST",
    path: "/admin/generate_link",
    summary: "Service role: a sign-up, invite, magic-link, recovery or e-mail-change link and code, not sent",
    jsonBody: true,
    auth: "service_role",
    cost: "argon2",
    examples: [
      { body: { type: "magiclink", email: "fuzz-link@example.com" }, required: ["type", "email"] },
      {
        query: { redirect_to: "http://localhost:3000/dashboard" },
        body: { type: "signup", email: "fuzz-link-signup@example.com", password: "correct horse", data: { account_type: "lender" } },
        required: ["type", "email"],
      },
      { body: { type: "email_change_new", email: ADMIN_EXAMPLE_USER.email, new_email: "fuzz-admin-api-new@example.com" }, required: ["type", "email", "new_email"] },
      { body: { type: "recovery", email: ADMIN_EXAMPLE_USER.email }, required: ["type", "email"] },
    ],
  },
  {
    method: "GET",
    path: "/admin/users/:id/factors",
    summary: "Service role: a user's MFA factors",
    jsonBody: false,
    auth: "service_role",
    examples: [user],
  },
  {
    method: "DELETE",
    path: "/admin/users/:id/factors/:factorId",
    summary: "Service role: remove a user's MFA factor",
    jsonBody: false,
    auth: "service_role",
    examples: [{ params: { id: ADMIN_EXAMPLE_USER.id, factorId: SOME_UUID } }],
  },
  {
    method: "POST",
    path: "/invite",
    summary: "Service role: invite an agent or lender by e-mail (the invitation goes through the outbox)",
    jsonBody: true,
    auth: "service_role",
    cost: "email",
    examples: [{ query: { redirect_to: "http://localhost:3000/reset-password" }, body: { email: "fuzz-invite@example.com", data: { account_type: "agent" } }, required: ["email"] }],
  },
  { method: "GET", path: "/admin/oauth/clients", summary: OAUTH_DISABLED, jsonBody: false, auth: "service_role", examples: [{ query: { page: "1", per_page: "10" } }] },
  { method: "POST", path: "/admin/oauth/clients", summary: OAUTH_DISABLED, jsonBody: false, auth: "service_role", examples: [{ body: { client_name: "Fuzz", redirect_uris: ["http://localhost:3000/cb"] } }] },
  { method: "GET", path: "/admin/oauth/clients/:clientId", summary: OAUTH_DISABLED, jsonBody: false, auth: "service_role", examples: oauthClient },
  { method: "PUT", path: "/admin/oauth/clients/:clientId", summary: OAUTH_DISABLED, jsonBody: false, auth: "service_role", examples: oauthClient },
  { method: "DELETE", path: "/admin/oauth/clients/:clientId", summary: OAUTH_DISABLED, jsonBody: false, auth: "service_role", examples: oauthClient },
  { method: "POST", path: "/admin/oauth/clients/:clientId/regenerate_secret", summary: OAUTH_DISABLED, jsonBody: false, auth: "service_role", examples: oauthClient },
];
