/**
 * The e-mail templates every installation starts with: what a closing company's agents and
 * lenders send their clients. Plain text; placeholders as documented in
 * core/domain/email-templates.ts (TEMPLATE_PLACEHOLDERS). The seed upserts them by name, so an
 * edit here reaches every database on its next start.
 *
 * Each must be sendable as it stands (email-templates.test.ts): no words about wiring money or
 * bank details, which client messages refuse (core/messaging/money-talk.ts; the e-mail layout
 * carries the company's one wire-fraud sentence instead), no attachment (the portal sends none),
 * and signed with the sender's name.
 */
import type { NewEmailTemplate } from "../schema/index.ts";

export type SeedEmailTemplate = Pick<NewEmailTemplate, "name" | "subject" | "content">;

export const EMAIL_TEMPLATES: readonly SeedEmailTemplate[] = [
  {
    name: "Closing Scheduled",
    subject: "Your closing is scheduled: {{property_address}}",
    content: `Hi {{client_first_name}},

Good news: your closing for {{property_address}} is scheduled.

Date: {{closing_date}}
Time: {{closing_time}}
Location: {{closing_location}}

Please plan on about an hour. Everyone signing must bring a valid, unexpired government-issued photo ID. If you would rather sign remotely, ask us about remote online notarization (RON) or a mail-away signing.

A few days before closing you will receive your final figures. If you are bringing funds to closing, we will confirm the amount and how to bring it by phone, never by e-mail alone.

If the date or time no longer works for you, just reply to this e-mail or call {{company_phone}} and we will find another time.

Thank you,
{{sender_name}}
{{company_name}}
{{company_phone}} | {{company_email}}`,
  },
  {
    name: "Documents Needed",
    subject: "Documents needed for your closing at {{property_address}}",
    content: `Hi {{client_first_name}},

To keep your closing for {{property_address}} on schedule, we need a few items from you by {{documents_due_date}}:

- A copy of a valid government-issued photo ID for everyone signing
- Your current mortgage statement(s) and loan number(s), so we can order payoffs (sellers)
- Homeowners insurance agent name and phone number (buyers)
- HOA or association contact information, if the property has one
- Any trust, estate or power of attorney documents, if someone is signing in that capacity
- Your forwarding address after closing (sellers)

You can reply to this e-mail with the documents attached, or upload them on your closing status page (the link we sent you when your file was opened). Please do not send Social Security numbers or other financial numbers by e-mail; call us and we will collect them securely.

Questions about any of these? Call {{company_phone}} and we will walk you through it.

Thank you,
{{sender_name}}
{{company_name}}`,
  },
  {
    name: "Title Commitment Ready",
    subject: "Title commitment ready for review: {{property_address}}",
    content: `Hi {{client_first_name}},

The abstract has been updated and the title for {{property_address}} has been examined. The title commitment is ready for your review: reply to this e-mail and we will send you a copy, or call {{company_phone}} and we will go through it with you.

What to look at:
- Schedule A: the proposed owner or lender, the amount of coverage and the legal description of the property
- Requirements: what must happen before or at closing (for example, paying off and releasing existing mortgages)
- Exceptions: matters that will not be covered, such as recorded easements, covenants or special assessments

If a name is misspelled, the legal description does not match your purchase agreement, or you see something you did not expect, please let us know right away so we can resolve it well before closing.

In Iowa, title protection is issued through the Iowa Title Guaranty program, and we will guide you through the owner's and lender's certificates as we approach closing.

Thank you,
{{sender_name}}
{{company_name}}
{{company_phone}}`,
  },
  {
    name: "Closing-Day Checklist",
    subject: "Your closing-day checklist for {{closing_date}}",
    content: `Hi {{client_first_name}},

Your closing for {{property_address}} is coming up on {{closing_date}} at {{closing_time}}. Here is everything you need for a smooth signing:

Bring with you
- A valid, unexpired government-issued photo ID for every person signing
- Your checkbook, in case of small last-minute adjustments
- Keys, garage door openers and alarm codes (sellers)

Funds (buyers)
- We will confirm by phone the amount you need and how to bring it; a cashier's check payable to {{company_name}} is accepted, personal checks are not
- If anyone asks you by e-mail to send money somewhere, call us at {{company_phone}} before you do anything

Before you arrive
- Do a final walk-through of the property (buyers)
- Review the settlement statement we send you and tell us about any questions
- Make sure everyone on title or on the loan can attend, or talk to us about remote online notarization

Location: {{closing_location}}

See you soon,
{{sender_name}}
{{company_name}}`,
  },
  {
    name: "Wire Fraud Alert",
    subject: "Important: how to keep your closing money safe",
    content: `Hi {{client_first_name}},

Criminals target real estate closings with fake e-mails that look like they come from us, your agent or your lender, asking you to send money somewhere new. Money sent to a fraudster is usually gone for good.

Please follow these rules for your closing at {{property_address}}:

1. {{company_name}} will never e-mail or text you where to send money, or change it by e-mail, text or phone message.
2. Before you send any money for closing, call us at {{company_phone}}, a number you find on our website or that you already know, not one taken from an e-mail, and confirm with a person.
3. Call us again afterwards so we can confirm it arrived.
4. If anything feels rushed or unusual, stop and call us first.

If you think you have received a suspicious message, do not reply to it; forward it to {{company_email}} and call us right away.

Thank you for helping us keep your money safe,
{{sender_name}}
{{company_name}}`,
  },
  {
    name: "Thank You After Closing",
    subject: "Congratulations and thank you, {{client_first_name}}!",
    content: `Hi {{client_first_name}},

Congratulations on closing {{property_address}}! Thank you for trusting {{company_name}} with such an important moment.

What happens next:
- Your deed and mortgage documents are being recorded with the county recorder. Recorded originals are mailed to you once the county returns them, usually within a few weeks.
- Your owner's title guaranty certificate will follow after recording. Keep it with your closing documents.
- Keep your settlement statement: you may need it for your taxes.
- Buyers: apply for the Iowa homestead tax credit (and the military exemption, if you qualify) with your county assessor. Applications filed by July 1 count for the current assessment year.

If you have any questions after closing, or friends and family who could use our help, we are always just a call away at {{company_phone}}.

With our thanks,
{{sender_name}}
{{company_name}}`,
  },
];
