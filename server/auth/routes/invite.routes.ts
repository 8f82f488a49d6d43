/**
 * POST /auth/v1/invite (auth-js: admin.inviteUserByEmail): the service role invites an agent or
 * lender by e-mail. As GoTrue's Invite: the account is made (or an unconfirmed one reused), marked
 * invited, and sent a link that signs them in; an address already confirmed is refused. The
 * e-mail goes through the outbox in the same transaction (routes/admin/invite-mail.ts).
 */
import { Hono } from "hono";
import type { Services } from "#server/services.ts";
import { requireServiceRole } from "../service-role.ts";
import { verifyLink } from "../auth-mail.ts";
import { readBody } from "../request.ts";
import { accountTypeFrom } from "../users.ts";
import { auditCaller, SERVICE_ROLE_AUDIT } from "./admin/admin-audit.queries.ts";
import { inviteBody } from "./admin/admin-schemas.ts";
import { adminUserJson } from "./admin/admin-users.queries.ts";
import { emailExists } from "./admin/admin-users.routes.ts";
import { checkedEmail, checkedMetadata, linkRedirect, linkRefusals } from "./admin/generate-link.routes.ts";
import { issueLinkAudited } from "./admin/generate-link.queries.ts";
import { queueInvitation } from "./admin/invite-mail.ts";
import { isUniqueViolation } from "#server/http/pg-errors.ts";

export function inviteRoutes(ctx: Services): Hono {
  const routes = new Hono();
  routes.use(requireServiceRole(ctx));
  routes.post("/", async (c) => {
    const body = await readBody(c, inviteBody);
    const email = checkedEmail(body.email);
    checkedMetadata(body.data);
    // The invited person has no password yet: the link lands where one is chosen.
    const redirectTo = linkRedirect(ctx, c, undefined, "/reset-password");
    const link = await issueLinkAudited(
      ctx,
      { type: "invite", email, data: body.data, roleForNew: ctx.config.ADMIN_EMAILS.includes(email) ? "admin" : "user" },
      auditCaller(ctx, c),
      SERVICE_ROLE_AUDIT.userInvited,
      (tx, issued) =>
        queueInvitation(tx, {
          to: email,
          token: issued.token,
          link: verifyLink(ctx, issued.token, "invite", redirectTo),
          userId: issued.user.id,
          accountType: accountTypeFrom(issued.user.rawUserMetaData),
        }),
    )
      .catch(linkRefusals)
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw emailExists();
        throw err;
      });
    ctx.kickOutbox();
    ctx.logger.info({ userId: link.user.id }, "auth admin: user invited with the service role");
    return c.json(await adminUserJson(ctx.db, link.user));
  });
  return routes;
}
