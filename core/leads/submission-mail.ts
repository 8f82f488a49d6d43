/**
 * The two e-mails every accepted public form sends: a notification to staff listing every field
 * (so whoever reads it can answer without opening the admin area) and an acknowledgement to the
 * sender. Pure: the server queues what these return through the outbox.
 */
import { renderEmail, type RenderedEmail } from "../messaging/email-layout.ts";
import { CLAIMS } from "../site/claims.ts";
import { SITE } from "../site/settings.ts";
import type { ContactLead } from "./contact-lead.ts";
import type { GiftCardClaim } from "./gift-card-claim.ts";
import { GATED_GUIDES, type GatedGuide } from "./guide-download.ts";
import { serviceTypeTitle } from "./service-catalogue.ts";
import type { ServiceRequestData } from "./service-request.ts";

export type Submission =
  | { kind: "contact"; data: ContactLead }
  | { kind: "guide_download"; data: { email: string; name: string; guide: GatedGuide; pdfUrl: string } }
  | { kind: "gift_card"; data: GiftCardClaim }
  | { kind: "service_request"; data: ServiceRequestData };

export interface SubmissionContext {
  /** The stored row's id. */
  id: string;
  submittedAt: Date;
  /** The signed-in account that sent it, if any. */
  account: { email: string; type: string | null } | null;
  /** The site's public address, for links. */
  publicUrl: string;
}

/** What the server queues: the subject, the text and the HTML of one layout (core/messaging/email-layout.ts). */
export type MailText = RenderedEmail;

const EMPTY = "(not given)";
const CENTRAL = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  dateStyle: "full",
  timeStyle: "short",
});

/** "Monday, November 23, 2026 at 9:05 AM Central". */
export function centralTime(at: Date): string {
  return `${CENTRAL.format(at)} Central`;
}

/** Each label with its value, or (not given); a message starts on its own line. */
function fieldRows(fields: [string, string | null | undefined][]): [string, string][] {
  return fields.map(([label, value]) => [label, value?.trim() ? value : EMPTY]);
}

/** The sender's name and address, and the labelled fields of the submission. */
function describe(s: Submission): { what: string; name: string; email: string; fields: [string, string | null | undefined][] } {
  switch (s.kind) {
    case "contact":
      return {
        what: "contact form message",
        name: s.data.name,
        email: s.data.email,
        fields: [
          ["Full name", s.data.name],
          ["Email", s.data.email],
          ["Company", s.data.company],
          ["Phone", s.data.phone],
          ["Message", s.data.message ? `\n${s.data.message}` : null],
        ],
      };
    case "guide_download":
      return {
        what: `${GATED_GUIDES[s.data.guide].title} download`,
        name: s.data.name,
        email: s.data.email,
        fields: [
          ["Email", s.data.email],
          ["Guide", GATED_GUIDES[s.data.guide].title],
          ["Filed as", s.data.name],
        ],
      };
    case "gift_card":
      return {
        what: "gift card claim",
        name: s.data.full_name,
        email: s.data.email,
        fields: [
          ["Full name", s.data.full_name],
          ["Email", s.data.email],
          ["Phone", s.data.phone],
        ],
      };
    case "service_request":
      return {
        what: `${serviceTypeTitle(s.data.service_type)} request`,
        name: s.data.name,
        email: s.data.email,
        fields: [
          ["Service", serviceTypeTitle(s.data.service_type)],
          ["Name", s.data.name],
          ["Email", s.data.email],
          ["Phone", s.data.phone],
          ["Company", s.data.company],
          ["Property address", s.data.property_address],
          ["Requested closing date", s.data.closing_date_requested],
          ["Message", s.data.message ? `\n${s.data.message}` : null],
        ],
      };
  }
}

export function staffNotification(s: Submission, ctx: SubmissionContext): MailText {
  const d = describe(s);
  const where = s.kind === "service_request" ? "Service requests" : "Leads";
  const account = ctx.account
    ? `Signed in as ${ctx.account.email}${ctx.account.type ? ` (${ctx.account.type})` : ""}`
    : "Not signed in";
  return renderEmail({
    subject: `New ${d.what} from ${d.name}`,
    // To the office's own mailbox: no one to greet, and no warning to give ourselves.
    greeting: false,
    wireFraud: false,
    blocks: [
      `A new ${d.what} came in through the website.`,
      { fields: fieldRows(d.fields) },
      {
        fields: [
          ["Received", centralTime(ctx.submittedAt)],
          ["Account", account],
          ["Reference", ctx.id],
        ],
      },
      `We promise a reply ${CLAIMS.contactWithin}. Reply to this e-mail to answer ${d.email} directly, and mark the status in the admin area (${where}): ${ctx.publicUrl}/admin`,
    ],
  });
}

export function senderAcknowledgement(s: Submission, ctx: SubmissionContext): MailText {
  const d = describe(s);
  // A guide download files the address's local part as the name ("jo"): not a name to greet.
  const greeting = s.kind === "guide_download" ? null : d.name;
  const opening =
    s.kind === "guide_download"
      ? [
          `Thank you for downloading the ${GATED_GUIDES[s.data.guide].title} from ${SITE.brand}. You can open it again at any time:`,
          { button: { label: `Open the ${GATED_GUIDES[s.data.guide].title}`, url: s.data.pdfUrl } },
          `If you have questions about your closing, reply to this e-mail; we will contact you ${CLAIMS.contactWithin}.`,
        ]
      : [
          `Thank you for your ${d.what}. We have received it and we will contact you ${CLAIMS.contactWithin}.`,
          "Here is what you sent us:",
          { fields: fieldRows(d.fields) },
        ];
  return renderEmail({
    subject:
      s.kind === "guide_download"
        ? `Your ${GATED_GUIDES[s.data.guide].title} from ${SITE.brand}`
        : `We received your ${d.what} — ${SITE.brand}`,
    greeting,
    blocks: [...opening, `If it is urgent, call us at ${SITE.phone}.`],
    signOff: [SITE.brand, ctx.publicUrl],
  });
}
