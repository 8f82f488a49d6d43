/**
 * The e-mail a client receives when an agent or lender sends one from the portal: the text as the
 * sender wrote it (their own greeting and sign-off), then a line saying who sent it, in the one
 * layout (core/messaging/email-layout.ts). It comes From the company's address (so it is delivered
 * and not marked as spoofed) with Reply-To the sender, and the line tells the client that a reply
 * reaches the sender.
 */
import { renderEmail, type RenderedEmail } from "../messaging/email-layout.ts";

export interface ClientEmailInput {
  subject: string;
  /** The message as the sender wrote it. */
  content: string;
  sender: { name: string; email: string };
  company: string;
}

/** "Sent by Dana Reyes (dana@realty.example) through Heartland Closing Co. Reply to this e-mail to reach Dana Reyes directly." */
export function sentByLine(sender: { name: string; email: string }, company: string): string {
  return `Sent by ${sender.name} (${sender.email}) through ${company.replace(/\.$/, "")}. Reply to this e-mail to reach ${sender.name} directly.`;
}

export function clientEmail(input: ClientEmailInput): RenderedEmail {
  return renderEmail({
    subject: input.subject,
    // The sender's text has its own greeting.
    greeting: false,
    blocks: [{ pre: input.content }, { note: sentByLine(input.sender, input.company) }],
  });
}
