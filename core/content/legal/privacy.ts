import { WIRE_FRAUD_WARNING } from "../wire-fraud.ts";
import { LEGAL_CONTACT, type LegalDocument } from "./shared.ts";

const { name, brand, email, phone, address } = LEGAL_CONTACT;

export const PRIVACY_POLICY: LegalDocument = {
  summary: `This policy explains what ${brand} collects through this website, why, how long we keep it and the choices you have. We collect only what we need to answer you and to run your closing, we do not sell personal information, and we do not use advertising trackers.`,
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      body: [
        `This website is operated by ${name} ("${brand}", "we", "us"), a title and closing company serving Iowa, with its main office at ${address}. This policy covers the website and the online services on it. Information you give us during a closing (for example on a purchase agreement, a payoff authorisation or a settlement statement) is also handled under the duties we owe as a closing and escrow agent and under the law that applies to the transaction.`,
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect and when",
      body: [
        "We collect information you type into our forms and the technical information any web server receives. Specifically:",
        [
          "Contact and lead forms: your name, e-mail address, company, phone number and the message you write.",
          "Service requests (Get Started): the service you choose, your contact details, the property address, the requested closing date and any notes you add.",
          "Guide downloads: the e-mail address you give us to receive a free guide.",
          "Gift card claims: the name, e-mail address and phone number you enter to claim an offer, and which offer you claimed.",
          "Accounts: your e-mail address, your password (stored only as an Argon2 hash, never in readable form), your account type (for example agent or lender) and, if you turn on two-step verification, the secret your authenticator app uses to create codes.",
          "Server logs: when your browser requests a page or calls our services, our servers record the time, the address requested, the response, your browser's user-agent and your IP address.",
          "Rate-limit records: to slow down password guessing and form spam, we count recent requests per IP address and, for sign-in and e-mail, per e-mail address.",
        ],
        "We do not ask for Social Security numbers, bank account numbers or wiring details through this website. If a form ever seems to ask for them, do not send them; call us instead.",
      ],
    },
    {
      id: "browser-storage",
      heading: "Cookies and browser storage",
      body: [
        "When you sign in, your session (an access token and a refresh token) is kept in your browser's local storage so you stay signed in between pages. Signing out removes it, and you can also clear it in your browser settings. We use a service worker to make pages load faster; it stores copies of our own pages and files, not personal information.",
        "We do not use advertising cookies, tracking pixels, cross-site trackers or third-party analytics. Every image, font and script on this site is served from our own domain.",
      ],
    },
    {
      id: "chat-widget",
      heading: "Third-party chat widget",
      body: [
        "If we turn on a live chat service, its widget loads on our pages from the chat provider. The provider then receives the information any website receives from your browser (such as your IP address and browser type) and anything you type into the chat, and handles it under its own privacy policy. When chat is not enabled, no chat code is loaded. You can use every part of this website without opening the chat.",
      ],
    },
    {
      id: "how-we-use",
      heading: "How we use your information",
      body: [
        [
          "To reply to your message, contact you about a service request within one business day and open your closing file.",
          "To send the guide or the offer you asked for.",
          "To create and secure your account, sign you in, verify two-step codes and reset a forgotten password.",
          "To send e-mail you asked for or that your account needs, such as confirmations and password reset codes.",
          "To keep the site working and secure: diagnosing errors, blocking abuse and enforcing rate limits.",
          "To meet legal, accounting and record-keeping duties that apply to real-estate closings in Iowa.",
        ],
        "We do not sell or rent personal information, and we do not use it for advertising on other websites.",
      ],
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      body: [
        "We share information only as needed to do what you asked:",
        [
          "E-mail delivery: messages we send go through our mail provider, which receives the recipient address and the content of the message only to deliver it.",
          "Your transaction: once you open a file, the parties to that closing (for example the other agent, the lender, the abstractor, the examining attorney, Iowa Title Guaranty and the county recorder) receive the information each of them needs.",
          "Service providers who host our servers and store our data, under contracts that limit their use of it.",
          "Authorities, when the law requires it, or to protect you, us or others from fraud.",
        ],
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      body: [
        [
          "Messages, leads, guide requests and service requests that do not become a closing: as long as needed to answer you and follow up, and deleted after at most two years without activity, as the FTC's Safeguards Rule asks (16 CFR 314.4(c)(6)).",
          "Service requests that become closings: with the closing file, for as long as Iowa law and our escrow and record-keeping duties require. The stored copies of a closing's documents are deleted 10 years after the closing is completed; a record of what was on the file stays.",
          "Bank account details you give us for your proceeds: deleted 30 days after your closing is disbursed. We never send them by e-mail or text.",
          "Codes and sessions that opened your closing's status page: deleted 30 days after they expire.",
          "Accounts: while your account exists. If you ask us to delete it, we remove your profile and sign-in data, except records we must keep for completed transactions.",
          "Server logs: for a limited period, to investigate errors and abuse.",
          "Rate-limit records: only for the short window they count, after which they expire.",
        ],
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      body: [
        "Pages and forms are served over encrypted connections (HTTPS). Passwords are stored only as Argon2 hashes. You can sign in with a passkey instead of a password, protect your account further with two-step verification from an authenticator app or a security key, and sign out of your other devices from Account Security. Access to personal information inside our company is limited to the people who need it to serve you.",
        "No system is perfectly secure. If we learn of a breach affecting your personal information, we will notify you as Iowa law requires.",
        `Wire fraud: ${WIRE_FRAUD_WARNING}`,
      ],
    },
    {
      id: "your-choices",
      heading: "Your choices",
      body: [
        [
          "You can use most of this site without giving us any personal information.",
          "You can ask what personal information we hold about you, ask us to correct it, or ask us to delete it where we are not required to keep it.",
          "You can unsubscribe from any optional e-mail with the link in the message or by writing to us.",
          "You can sign out at any time, which clears your session from the browser.",
        ],
        `To make a request, e-mail ${email} or call ${phone}. We will confirm your identity before acting on a request about an account.`,
      ],
    },
    {
      id: "children",
      heading: "Children",
      body: [
        "This website is meant for adults involved in real-estate transactions. We do not knowingly collect personal information from children under 13. If you believe a child has sent us information, contact us and we will delete it.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      body: [
        "If we change how we handle personal information, we will update this page and the date at the top. Significant changes will also be announced on the site, and to account holders by e-mail.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      body: [`${name}, ${address}. E-mail ${email} or call ${phone}.`],
    },
  ],
};
