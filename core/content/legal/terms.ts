import { WIRE_FRAUD_WARNING } from "../wire-fraud.ts";
import { LEGAL_CONTACT, type LegalDocument } from "./shared.ts";

const { name, brand, email, phone, address } = LEGAL_CONTACT;

export const TERMS_OF_SERVICE: LegalDocument = {
  summary: `These terms govern your use of the ${brand} website and its online services. Each closing itself is governed by its own agreements, instructions and settlement statement. By using this site you agree to these terms.`,
  sections: [
    {
      id: "acceptance",
      heading: "Agreement to these terms",
      body: [
        `These terms are an agreement between you and ${name} ("${brand}", "we", "us"). If you use the site for a company, you confirm that you may accept these terms for it. If you do not agree, please do not use the site.`,
      ],
    },
    {
      id: "our-services",
      heading: "Our services and the website",
      body: [
        "The website describes our title and closing services in Iowa, lets you request a service, download guides, use calculators and, with an account, follow your transactions. Submitting a service request or a form does not by itself open a closing file or create a contract for services. A file is opened once we confirm it with you, and the services, fees and instructions for a closing are set by the documents for that transaction.",
        "Prices shown on the site are starting prices for typical transactions. Your actual fees appear on your estimate and your settlement statement.",
      ],
    },
    {
      id: "no-legal-advice",
      heading: "No legal, tax or financial advice",
      body: [
        "Articles, guides and page content are general information about Iowa real-estate closings. They are not legal, tax or financial advice, and they may not fit your situation.",
        "Our calculators (including the seller net proceeds, cash-only closing cost and 1031 deadline calculators) give estimates only, based on the figures you enter and general assumptions. Actual transfer tax, property-tax prorations, fees and deadlines are set by your documents, the county and the law, and appear on your final settlement statement. Do not rely on a calculator for a legal or tax decision; ask your attorney or tax adviser.",
        "Using this site, writing to us or working with us as a closing agent does not create an attorney-client relationship with us or with any attorney. Title opinions in Iowa are written by the examining attorney for the transaction, and Iowa Title Guaranty certificates are issued by Iowa Title Guaranty, a division of the Iowa Finance Authority, under its own terms.",
      ],
    },
    {
      id: "accounts",
      heading: "Accounts",
      body: [
        [
          "Give accurate information when you register, and keep it up to date.",
          "Keep your password secret and use a different password from your other accounts. We recommend turning on two-step verification.",
          "You are responsible for activity under your account. Tell us at once if you think someone else has used it.",
          "We may suspend or close an account that is used to break these terms or the law, or to harm others.",
        ],
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      body: [
        "You agree not to:",
        [
          "send false information, or information about people without their permission;",
          "try to get into accounts, data or systems that are not yours, or test our security without written permission;",
          "send spam, malware or automated requests that burden the site or get around its rate limits;",
          "copy or scrape the site's content in bulk, or use it to build a competing service.",
        ],
      ],
    },
    {
      id: "wire-fraud",
      heading: "Wire fraud warning",
      body: [
        `Criminals target real-estate closings with fake e-mails and wiring instructions. ${WIRE_FRAUD_WARNING}`,
        `We are not responsible for funds you send to an account we did not confirm with you by phone. If you suspect fraud, call your bank and us at ${phone} immediately.`,
      ],
    },
    {
      id: "content",
      heading: "Our content",
      body: [
        `The text, images, guides and designs on this site belong to ${brand} or its licensors. You may view, download and print them for your own transactions and to share with your clients, with our name kept on them. Any other use needs our written permission.`,
      ],
    },
    {
      id: "offers",
      heading: "Promotions and offers",
      body: [
        "Promotions such as the Insider Club, the Year of the GOAT rewards and gift card offers have their own eligibility rules and end dates, described on their pages. We may change or end a promotion for future participants at any time; we will honour rewards already earned under the rules that applied.",
      ],
    },
    {
      id: "third-party",
      heading: "Third-party services and links",
      body: [
        "Some features rely on other companies, such as our mail provider and, if enabled, a chat widget. Links to other sites are for convenience. We are not responsible for other companies' sites or services, which have their own terms.",
      ],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers",
      body: [
        "We work to keep the site accurate and available, but it is provided as is and as available. We do not promise that it will be uninterrupted or free of errors, or that general content is current for every situation. Nothing in this section limits the duties we owe you under the agreements and instructions for your own closing, or our satisfaction guarantee as described on this site.",
      ],
    },
    {
      id: "limitation",
      heading: "Limitation of liability",
      body: [
        "To the fullest extent Iowa law allows, we are not liable for indirect, incidental, special or consequential damages, or for lost profits, arising from your use of the website, the calculators or general content. Our total liability for any claim about the website itself is limited to one hundred dollars ($100). This limit does not apply to our obligations for a closing we perform, which are governed by that transaction's documents, or to liability that cannot be limited by law.",
      ],
    },
    {
      id: "indemnity",
      heading: "Your responsibility to us",
      body: [
        "If you break these terms or the law while using the site, and someone brings a claim against us because of it, you agree to cover the reasonable costs of that claim to the extent Iowa law allows.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and venue",
      body: [
        "These terms are governed by the laws of the State of Iowa, without regard to its conflict-of-law rules. Any dispute about them or about the website will be brought in the state or federal courts for Black Hawk County, Iowa, and you and we agree to the jurisdiction of those courts.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      body: [
        "We may update these terms. The date at the top shows the latest version, and continuing to use the site after a change means you accept it. Changes do not affect a closing already in progress, which follows the documents for that transaction.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      body: [`${name}, ${address}. E-mail ${email} or call ${phone}.`],
    },
  ],
};
