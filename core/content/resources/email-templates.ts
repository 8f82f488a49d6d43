/** The Email Templates bundle: ready e-mails for lenders and agents, with {{placeholders}}. */
import type { EmailTemplate } from "./bundle-types.ts";

const SIGNATURE = "{{sender_name}}\n{{sender_title}}, {{sender_company}}\n{{sender_phone}} | {{sender_email}}\nNMLS #{{sender_nmls}} (loan officers) or Iowa license #{{sender_license}} (agents)";

const WIRE_WARNING =
  "A reminder that protects your money: we and {{closing_company}} will never send or change wiring instructions by e-mail or text. Before you send any funds, call {{closing_company}} at {{closing_company_phone}}, a number you already know, and confirm the instructions with a person.";

export const EMAIL_TEMPLATES: EmailTemplate[] = [
  {
    slug: "01-application-received",
    audience: "Loan officer to borrower",
    when: "The day the application is submitted",
    subject: "We have your application for {{property_address}}",
    body: `Hi {{borrower_first_name}},

Thank you for applying with {{sender_company}}. Your application for {{property_address}} is in, and here is what happens next.

1. Within three business days you will receive a Loan Estimate showing your rate, payment and closing costs. Read it and tell me you want to go ahead (your "intent to proceed").
2. I will send a list of documents we need: usually your last two pay stubs, two years of W-2s, and two months of statements for every account you are using for the down payment and closing costs.
3. We order the appraisal once you have given us your intent to proceed and the purchase agreement is signed.

Please do not open new credit, change jobs or move large amounts of money between accounts until after closing without asking me first. Each of those can change your approval.

Your closing date in the purchase agreement is {{closing_date}}. I will keep you and your agent, {{agent_name}}, updated every step of the way.

${SIGNATURE}`,
  },
  {
    slug: "02-conditional-approval",
    audience: "Loan officer to borrower (copy the buyer's agent)",
    when: "When underwriting issues a conditional approval",
    subject: "Good news: conditional approval for {{property_address}}",
    body: `Hi {{borrower_first_name}},

Your loan for {{property_address}} has been conditionally approved. That means the underwriter has reviewed your file and will approve it once a few remaining items are in.

Here is what we still need:
{{condition_list}}

Please send these by {{conditions_due_date}} so we stay on track for closing on {{closing_date}}. Reply to this e-mail or upload them to {{upload_link}}.

Meanwhile, please bind your homeowners insurance to start on the closing date and ask your insurance agent to send the evidence of insurance to me. The mortgagee clause to give them is:
{{mortgagee_clause}}

${SIGNATURE}`,
  },
  {
    slug: "03-closing-disclosure-sent",
    audience: "Loan officer to borrower",
    when: "The day the Closing Disclosure is sent",
    subject: "Your Closing Disclosure is ready: please review and sign today",
    body: `Hi {{borrower_first_name}},

Your Closing Disclosure for {{property_address}} is ready at {{disclosure_link}}. Please open it and acknowledge it today.

Federal rules require that you receive it at least three business days before you sign your loan documents, so the sooner you acknowledge it, the safer your closing date of {{closing_date}} is.

When you read it, compare it with your Loan Estimate: the loan amount, rate, monthly payment and cash to close. Your final cash to close may still change slightly for things like tax prorations; {{closing_company}} will give you the exact figure on the settlement statement.

${WIRE_WARNING}

${SIGNATURE}`,
  },
  {
    slug: "04-clear-to-close",
    audience: "Loan officer to borrower, both agents and the closing company",
    when: "The day the file is cleared to close",
    subject: "Clear to close: {{property_address}} on {{closing_date}}",
    body: `Hi {{borrower_first_name}},

You are clear to close! The underwriter has signed off on every condition for your loan on {{property_address}}.

Closing details:
- Date and time: {{closing_date}} at {{closing_time}}
- Place: {{closing_location}}
- Closing company: {{closing_company}}, {{closing_company_phone}}

What happens now:
1. We send your loan documents to {{closing_company}}, who will prepare the final settlement statement and tell you the exact amount to bring.
2. Arrange your funds. ${WIRE_WARNING}
3. Do your final walk-through with {{agent_name}} within 24 hours of closing.
4. Bring a valid photo ID for everyone signing.

Agents and {{closing_company}}: the closing package will be with you by {{package_date}}. Please tell me at once if anything changes.

Congratulations, we are almost there.

${SIGNATURE}`,
  },
  {
    slug: "05-closing-day-reminder",
    audience: "Loan officer or agent to buyer",
    when: "The day before closing",
    subject: "Tomorrow is closing day: what to bring",
    body: `Hi {{borrower_first_name}},

Tomorrow at {{closing_time}} you sign for {{property_address}} at {{closing_location}}. A few reminders:

- Bring a valid, unexpired photo ID for each person signing.
- Your funds of {{cash_to_close}} should already be wired and confirmed by {{closing_company}}. If you were told a cashier's check is acceptable, make it payable to {{closing_company}}.
- Plan on about an hour. You will sign the note, the mortgage and the settlement statement, among other documents; ask about anything you do not understand.
- Keys are handed over as your purchase agreement provides (usually at closing).

${WIRE_WARNING}

See you tomorrow!

${SIGNATURE}`,
  },
  {
    slug: "06-wire-fraud-warning",
    audience: "Loan officer or agent to buyer or seller",
    when: "At contract and again a week before closing",
    subject: "Important: how to send your closing funds safely",
    body: `Hi {{client_first_name}},

Criminals target real estate closings by sending fake e-mails that look like they come from your agent, lender or closing company, with "updated" wiring instructions. Money sent to them is usually gone for good.

Please follow these rules for {{property_address}}:

1. {{closing_company}} will never change its wiring instructions by e-mail, text or phone call.
2. Before sending any wire, call {{closing_company}} at {{closing_company_phone}}. Use that number, which you have from us in person or from their official website, never a number in an e-mail.
3. Confirm the bank name, account name, routing and account number with a person before you send.
4. After you send it, call again to confirm they received it.
5. If anything looks different or urgent, stop and call us.

Sellers: give your proceeds instructions the same way, by phone or in person.

If you think you have sent money to the wrong account, call your bank immediately, then {{closing_company}}, and file a report at ic3.gov.

${SIGNATURE}`,
  },
  {
    slug: "07-closing-scheduled-agents",
    audience: "Loan officer to the buyer's and seller's agents",
    when: "When the closing is scheduled",
    subject: "{{property_address}}: closing scheduled for {{closing_date}}",
    body: `Hi {{agent_name}} and {{listing_agent_name}},

The closing for {{property_address}} is scheduled for {{closing_date}} at {{closing_time}} at {{closing_location}}.

Status:
- Appraisal: {{appraisal_status}}
- Title: abstract continuation and attorney's title opinion {{title_status}}; Iowa Title Guaranty commitment {{commitment_status}}
- Conditions outstanding: {{condition_list}}

Please send me and {{closing_company}} any amendment, repair credit or change to the closing date as soon as it is signed, so the Closing Disclosure and the settlement statement match.

${SIGNATURE}`,
  },
  {
    slug: "08-post-closing-thank-you",
    audience: "Loan officer or agent to buyer",
    when: "The day after closing",
    subject: "Congratulations on your new home, {{borrower_first_name}}!",
    body: `Hi {{borrower_first_name}},

Congratulations! It was a pleasure helping you buy {{property_address}}. A few things to know now that you are home:

- Your first mortgage payment of {{monthly_payment}} is due {{first_payment_date}}. If your loan is transferred to another servicer, you will receive a letter from both the old and new servicer; pay only the servicer named in those letters.
- Keep your settlement statement with your tax records.
- Your owner's Iowa Title Guaranty certificate (if you purchased one) will arrive in a few weeks once your deed is recorded.
- Apply for the Iowa homestead tax credit with the {{county_name}} County assessor by July 1. It lowers your property tax every year you live there.

If you have any question about your loan, call me any time. And if a friend or family member is thinking of buying, I would be glad to help them too.

${SIGNATURE}`,
  },
  {
    slug: "09-homestead-credit-reminder",
    audience: "Loan officer or agent to past clients",
    when: "In May, to everyone who bought since last July",
    subject: "Reminder: apply for your Iowa homestead tax credit by July 1",
    body: `Hi {{client_first_name}},

A quick reminder for {{property_address}}: Iowa's homestead tax credit lowers the property tax on the home you live in, but only if you apply. The deadline is July 1.

- Apply once with the {{county_name}} County or city assessor (most accept it online). It stays in place as long as you own and live in the home.
- If you are 65 or older, also ask about the homestead exemption.
- Veterans can apply for the military service tax exemption at the same time.

Questions? Reply to this e-mail or call me.

${SIGNATURE}`,
  },
  {
    slug: "10-review-request",
    audience: "Loan officer or agent to buyer",
    when: "About 30 days after closing",
    subject: "How did we do?",
    body: `Hi {{borrower_first_name}},

It has been about a month since you closed on {{property_address}}. I hope you are settling in well.

If you were happy with how your purchase went, would you take two minutes to leave a review at {{review_link}}? It helps other Iowa buyers find us, and I read every one.

If anything could have gone better, please reply and tell me directly.

Thank you again for trusting me with your home purchase.

${SIGNATURE}`,
  },
];

/** What each placeholder means, for the bundle's README. */
export const PLACEHOLDER_HELP: Record<string, string> = {
  agent_name: "The buyer's agent",
  appraisal_status: "e.g. ordered, received at value",
  borrower_first_name: "The borrower's first name",
  cash_to_close: "Final amount from the settlement statement",
  client_first_name: "The client's first name",
  closing_company: "The closing company's name",
  closing_company_phone: "The closing company's main phone number (from its website, not an e-mail)",
  closing_date: "e.g. Friday, June 12",
  closing_location: "Office address, or 'remote online notary'",
  closing_time: "e.g. 10:00 a.m.",
  commitment_status: "e.g. issued, requirements pending",
  condition_list: "Bulleted list of open conditions",
  conditions_due_date: "Date the conditions are needed",
  county_name: "County of the property",
  disclosure_link: "Link to the Closing Disclosure in your portal",
  first_payment_date: "First payment due date",
  listing_agent_name: "The seller's agent",
  monthly_payment: "Principal, interest, taxes and insurance",
  mortgagee_clause: "Your company's mortgagee clause with the loan number",
  package_date: "When the closing package goes out",
  property_address: "Street address, city",
  review_link: "Your review page",
  sender_company: "Your company",
  sender_email: "Your e-mail",
  sender_license: "Your Iowa real estate license number",
  sender_name: "Your name",
  sender_nmls: "Your NMLS number",
  sender_phone: "Your phone",
  sender_title: "Your title",
  title_status: "e.g. received, clear",
  upload_link: "Your secure upload link",
};
