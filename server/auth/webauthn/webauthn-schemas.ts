/**
 * Request bodies of the passkey routes and of the WebAuthn side of the factor routes, as auth-js
 * sends them (its lib/webauthn.js serialises credentials to WebAuthn's JSON form: every binary
 * field base64url). Unknown fields are ignored, as GoTrue does: auth-js sends the challenge
 * call's own parameters (`factorId`, `webauthn.rpId`, `webauthn.rpOrigins`) as the body, and the
 * relying party is always the server's own (relying-party.ts).
 */
import { z } from "zod";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { safeString } from "#core/validation/safe-text.ts";

const text = () => safeString();
/** base64url (padding tolerated); the 64 KB body limit bounds the whole request anyway. */
const b64url = () => z.string().max(32_768).regex(/^[A-Za-z0-9_-]*={0,2}$/, "must be base64url");
const transports = z.array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"])).max(10);
const common = {
  id: b64url().min(1),
  rawId: b64url().min(1),
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()).nullish().transform((v) => v ?? {}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).nullish().transform((v) => v ?? undefined),
};

export const registrationResponse = z.object({
  ...common,
  response: z.object({
    attestationObject: b64url().min(1),
    clientDataJSON: b64url().min(1),
    transports: transports.nullish().transform((v) => v ?? undefined),
  }),
}) satisfies z.ZodType<RegistrationResponseJSON>;

export const authenticationResponse = z.object({
  ...common,
  response: z.object({
    authenticatorData: b64url().min(1),
    clientDataJSON: b64url().min(1),
    signature: b64url().min(1),
    userHandle: b64url().nullish().transform((v) => v || undefined),
  }),
}) satisfies z.ZodType<AuthenticationResponseJSON>;

const security = z.object({ captcha_token: text().optional() }).optional();

/** POST /passkeys/registration/verify and /passkeys/authentication/verify: checked by hand for GoTrue's messages. */
export const ceremonyVerifyBody = z.object({
  challenge_id: z.string().max(64).optional(),
  credential: z.unknown().optional(),
});

export const passkeyOptionsBody = z.object({ gotrue_meta_security: security });

export const renamePasskeyBody = z.object({ friendly_name: text().trim().optional() });

/** POST /factors. An empty friendly_name is no name (GoTrue accepts it, and auth-js sends it). */
export const enrolFactorBody = z.object({
  factor_type: z.enum(["totp", "phone", "webauthn"], "factor_type needs to be totp, phone, or webauthn"),
  friendly_name: text()
    .trim()
    .max(120)
    .optional()
    .transform((v) => v || undefined),
  issuer: text().trim().min(1).max(120).optional(),
  phone: text().optional(),
});

export const challengeFactorBody = z.object({ channel: z.enum(["sms", "whatsapp"]).optional() });

export const verifyFactorBody = z.object({
  challenge_id: z.string().uuid("challenge_id must be a UUID"),
  code: text().trim().max(16).optional(),
  webauthn: z
    .object({
      type: z.enum(["create", "request"], "WebAuthn type must be create or request"),
      credential_response: z.unknown().optional(),
    })
    .optional(),
});
