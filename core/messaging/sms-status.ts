/**
 * What Twilio tells us about a text, in our words. Twilio reports a message's progress in status
 * callbacks that may arrive late and out of order; a communication's status only ever moves
 * forward (queued → sent → delivered, or → failed), and the raw status is kept beside it.
 * https://www.twilio.com/docs/messaging/api/message-resource#message-status-values
 */
import type { CommunicationStatus } from "../domain/enums.ts";

/** Our status for a Twilio MessageStatus; undefined when it says nothing new (accepted, sending). */
export function statusFromTwilio(twilioStatus: string): CommunicationStatus | undefined {
  switch (twilioStatus.toLowerCase()) {
    case "sent":
      return "sent";
    case "delivered":
    case "read":
      return "delivered";
    case "undelivered":
    case "failed":
    case "canceled":
      return "failed";
    default:
      return undefined;
  }
}

const RANK: Record<CommunicationStatus, number> = { queued: 0, sent: 1, delivered: 2, failed: 2, received: 2 };

/** Whether a communication in `from` may take status `to`: forward only; delivered and failed are final. */
export function mayMoveTo(from: CommunicationStatus, to: CommunicationStatus): boolean {
  if (from === "received" || to === "received" || to === "queued") return false;
  return RANK[to] > RANK[from];
}

/** What a carrier's error code means, for the history's "failed" reason. */
export function twilioErrorReason(code: string | undefined, fallback: string): string {
  if (!code) return fallback;
  const known: Record<string, string> = {
    "30003": "The phone is switched off or out of coverage",
    "30004": "The recipient has blocked texts from us",
    "30005": "The number does not exist or is no longer in service",
    "30006": "The number is a landline or cannot receive texts",
    "30007": "The carrier filtered the text as unwanted",
    "30008": "The carrier could not deliver the text",
    "21610": "The recipient has opted out (replied STOP)",
  };
  return known[code] ?? `${fallback} (carrier error ${code})`;
}

/**
 * Keywords a recipient texts to stop or restart texts from our number (the carrier and Twilio
 * honour them too; we record them so the portal stops offering to send and the server refuses).
 */
export const OPT_OUT_KEYWORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"] as const;
export const OPT_IN_KEYWORDS = ["START", "UNSTOP", "YES"] as const;

/** "stop", " Stop! " → "opt_out"; "START" → "opt_in"; anything else is a reply to keep. */
export function keywordOf(body: string): "opt_out" | "opt_in" | undefined {
  const word = body.trim().replace(/[.!]+$/, "").toUpperCase();
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return "opt_out";
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return "opt_in";
  return undefined;
}
