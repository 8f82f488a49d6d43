/**
 * SMS through Twilio's Messages API: one form-encoded POST per message to
 * {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json with HTTP Basic auth (account SID and auth
 * token). We call it with fetch rather than through the `twilio` helper so that the address is
 * plain configuration (a test points it at a local server) and the outbox alone decides about
 * retries; docs/decisions/010-messaging.md says why.
 */
import { PermanentDeliveryError, type Transport } from "./transports.ts";

/** Where Twilio reports a text's later states, and where replies to our number arrive (under PUBLIC_URL). */
export const SMS_STATUS_CALLBACK_PATH = "/api/v1/webhooks/sms/status";
export const SMS_INBOUND_PATH = "/api/v1/webhooks/sms/inbound";

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164 or a short code), or instead… */
  from?: string;
  /** …a Messaging Service, which picks the number itself. */
  messagingServiceSid?: string;
  /** https://api.twilio.com in production. */
  apiUrl: string;
  /** Where Twilio reports later delivery states. */
  statusCallbackUrl?: string;
  timeoutMs?: number;
}

interface TwilioError {
  code?: number;
  message?: string;
}

export function twilioSmsTransport(settings: TwilioSettings): Transport {
  const endpoint = `${settings.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    name: "twilio",
    async deliver(message) {
      if (message.channel !== "sms") throw new PermanentDeliveryError("The Twilio transport carries SMS only");
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      if (settings.messagingServiceSid) form.set("MessagingServiceSid", settings.messagingServiceSid);
      else form.set("From", settings.from!);
      if (settings.statusCallbackUrl) form.set("StatusCallback", settings.statusCallbackUrl);

      const res = await fetch(endpoint, {
        method: "POST",
        headers: { authorization, accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
        body: form,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      });
      const answer = (await res.json().catch(() => ({}))) as TwilioError & { sid?: string };
      if (res.ok && answer.sid) return { providerMessageId: answer.sid };

      const reason = `Twilio answered ${res.status}${answer.code ? ` (error ${answer.code})` : ""}: ${answer.message ?? res.statusText}`;
      // 400 is Twilio's answer about the message itself (invalid or unreachable number, opted out,
      // body too long): sending it again gives the same answer. 401/404 (wrong credentials or
      // account), 429 and 5xx can change, so those are retried.
      if (res.status === 400) throw new PermanentDeliveryError(reason);
      throw new Error(reason);
    },
  };
}
