/**
 * The Branded Templates bundle: co-branded flyers, a closing-day sign, letterhead and social
 * graphics that a lender or agent edits in any text editor (or opens the SVGs in Inkscape or
 * Canva). Colours are CSS variables / SVG attributes at the top of each file; text is {{placeholders}}.
 */
import { placeholdersOf } from "./bundle-text.ts";
import type { BundleFile } from "./bundle-types.ts";

const NAVY = "#132541";
const GOLD = "#e3ac3b";
const CREAM = "#faf6ee";

const htmlPage = (title: string, size: string, css: string, body: string) => `<!doctype html>
<!--
  ${title}. Edit the text between the tags and replace every {{placeholder}}.
  Change --brand and --accent below to your colours. Open in a browser and print (or "Save as PDF");
  the page size is set for printing.
-->
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>
:root { --brand: ${NAVY}; --accent: ${GOLD}; --paper: #ffffff; --soft: ${CREAM}; --text: #1f2a3a; }
@page { size: ${size}; margin: 0; }
* { box-sizing: border-box; }
body { margin: 0; font-family: "Helvetica Neue", Arial, sans-serif; color: var(--text); background: var(--paper); }
${css}
</style>
</head>
<body>
${body}
</body>
</html>
`;

const JUST_CLOSED_FLYER = htmlPage(
  "Just Closed flyer (US Letter)",
  "letter",
  `.sheet { width: 8.5in; height: 11in; display: flex; flex-direction: column; }
.band { background: var(--brand); color: #fff; padding: 0.6in 0.7in 0.5in; border-bottom: 8px solid var(--accent); }
.band small { letter-spacing: 0.2em; text-transform: uppercase; color: var(--accent); font-weight: 700; }
.band h1 { font-size: 54px; margin: 10px 0 6px; }
.band p { font-size: 22px; margin: 0; }
.photo { margin: 0.4in 0.7in 0; height: 4in; background: var(--soft); border: 2px dashed var(--brand); display: flex; align-items: center; justify-content: center; font-size: 18px; }
.facts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; margin: 0.3in 0.7in; }
.facts div { background: var(--soft); border-left: 5px solid var(--accent); padding: 12px 14px; font-size: 16px; }
.facts strong { display: block; font-size: 22px; color: var(--brand); }
.quote { margin: 0 0.7in; font-size: 18px; font-style: italic; }
.footer { margin-top: auto; display: flex; justify-content: space-between; align-items: center; padding: 0.35in 0.7in; background: var(--soft); font-size: 14px; }
.footer strong { color: var(--brand); font-size: 16px; }`,
  `<div class="sheet">
  <div class="band">
    <small>Just closed</small>
    <h1>{{property_address}}</h1>
    <p>{{city}}, Iowa &middot; Closed {{closing_date}}</p>
  </div>
  <div class="photo">Replace this box with a photo of the home (an &lt;img src="photo.jpg" alt="..."&gt; tag)</div>
  <div class="facts">
    <div><strong>{{days_to_close}} days</strong>from contract to keys</div>
    <div><strong>{{bedrooms}} bd / {{bathrooms}} ba</strong>{{square_feet}} sq ft</div>
    <div><strong>{{loan_type}}</strong>financing</div>
  </div>
  <p class="quote">"{{client_quote}}" &mdash; {{client_first_names}}</p>
  <div class="footer">
    <div><strong>{{your_name}}</strong><br>{{your_company}} &middot; {{your_phone}} &middot; {{your_email}}<br>{{license_or_nmls_line}}</div>
    <div>Closing by <strong>{{closing_company}}</strong></div>
  </div>
</div>`,
);

const LENDER_PROPERTY_FLYER = htmlPage(
  "Co-branded property flyer with a payment example (US Letter)",
  "letter",
  `.sheet { width: 8.5in; height: 11in; padding: 0.6in 0.7in; display: flex; flex-direction: column; }
h1 { color: var(--brand); font-size: 40px; margin: 0 0 4px; }
.price { font-size: 28px; color: var(--brand); font-weight: 700; border-bottom: 6px solid var(--accent); padding-bottom: 10px; }
.photo { height: 3.4in; margin: 16px 0; background: var(--soft); border: 2px dashed var(--brand); display: flex; align-items: center; justify-content: center; }
.cols { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; }
h2 { color: var(--brand); font-size: 20px; margin: 0 0 8px; }
table { width: 100%; border-collapse: collapse; font-size: 15px; }
td { padding: 6px 4px; border-bottom: 1px solid #d8dee8; }
td:last-child { text-align: right; font-weight: 700; }
ul { margin: 0; padding-left: 18px; font-size: 15px; line-height: 1.5; }
.cards { margin-top: auto; display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
.card { background: var(--soft); border-top: 5px solid var(--accent); padding: 12px 14px; font-size: 14px; }
.card strong { color: var(--brand); font-size: 16px; }
.fine { font-size: 9.5px; color: #4a5568; margin-top: 10px; line-height: 1.35; }`,
  `<div class="sheet">
  <h1>{{property_address}}, {{city}}</h1>
  <div class="price">Offered at {{list_price}}</div>
  <div class="photo">Replace with a photo of the home</div>
  <div class="cols">
    <div>
      <h2>About the home</h2>
      <ul>
        <li>{{bedrooms}} bedrooms, {{bathrooms}} bathrooms, {{square_feet}} sq ft</li>
        <li>{{feature_1}}</li>
        <li>{{feature_2}}</li>
        <li>{{feature_3}}</li>
        <li>Annual property taxes: {{annual_taxes}} (Iowa taxes are paid in arrears)</li>
      </ul>
    </div>
    <div>
      <h2>Example monthly payment</h2>
      <table>
        <tr><td>Price</td><td>{{list_price}}</td></tr>
        <tr><td>Down payment ({{down_payment_percent}})</td><td>{{down_payment}}</td></tr>
        <tr><td>Loan amount</td><td>{{loan_amount}}</td></tr>
        <tr><td>Rate / APR</td><td>{{rate}} / {{apr}}</td></tr>
        <tr><td>Principal and interest</td><td>{{principal_and_interest}}</td></tr>
        <tr><td>Taxes and insurance (est.)</td><td>{{taxes_and_insurance}}</td></tr>
        <tr><td>Estimated total</td><td>{{total_payment}}</td></tr>
      </table>
    </div>
  </div>
  <div class="cards">
    <div class="card"><strong>{{agent_name}}</strong><br>{{agent_company}}<br>{{agent_phone}} &middot; {{agent_email}}</div>
    <div class="card"><strong>{{loan_officer_name}}</strong>, NMLS #{{loan_officer_nmls}}<br>{{lender_company}}, NMLS #{{lender_nmls}}<br>{{loan_officer_phone}} &middot; {{loan_officer_email}}</div>
  </div>
  <p class="fine">Example only, not a commitment to lend. Based on a {{loan_term}} {{loan_type}} loan at {{rate}} ({{apr}} APR) as of {{rate_date}}, with {{down_payment_percent}} down and a credit score of {{example_credit_score}}. Rates, terms and availability change without notice and depend on credit, income and property approval. Taxes and insurance are estimates; your payment may be higher. {{lender_company}} is an Equal Housing Lender.</p>
</div>`,
);

const CLOSING_DAY_SIGN = htmlPage(
  "Closing-day sign for photos (US Letter, landscape)",
  "letter landscape",
  `.sign { width: 11in; height: 8.5in; background: var(--brand); color: #fff; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; border: 0.35in solid var(--accent); }
.sign small { font-size: 26px; letter-spacing: 0.25em; text-transform: uppercase; color: var(--accent); font-weight: 700; }
.sign h1 { font-size: 96px; margin: 18px 0; }
.sign p { font-size: 34px; margin: 0 0 40px; }
.sign footer { font-size: 20px; color: var(--soft); }`,
  `<div class="sign">
  <small>It's official</small>
  <h1>Welcome home, {{client_first_names}}!</h1>
  <p>{{property_address}} &middot; {{closing_date}}</p>
  <footer>With {{your_name}}, {{your_company}}</footer>
</div>`,
);

const LETTERHEAD = htmlPage(
  "Co-branded letterhead (US Letter)",
  "letter",
  `.sheet { width: 8.5in; min-height: 11in; padding: 0.7in 0.8in; display: flex; flex-direction: column; }
header { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 4px solid var(--accent); padding-bottom: 12px; }
header .name { font-size: 26px; font-weight: 700; color: var(--brand); }
header .contact { font-size: 12px; text-align: right; line-height: 1.5; }
main { flex: 1; padding-top: 0.4in; font-size: 14px; line-height: 1.6; }
footer { font-size: 10px; color: #4a5568; border-top: 1px solid #d8dee8; padding-top: 8px; }`,
  `<div class="sheet">
  <header>
    <div class="name">{{your_company}}</div>
    <div class="contact">{{your_name}}, {{your_title}}<br>{{your_address}}<br>{{your_phone}} &middot; {{your_email}} &middot; {{your_website}}</div>
  </header>
  <main>
    <p>{{letter_date}}</p>
    <p>{{recipient_name}}<br>{{recipient_address}}</p>
    <p>Dear {{recipient_first_name}},</p>
    <p>Write your letter here. For a closing, useful topics are: the closing date and place, what to bring (photo ID, confirmed funds), who to call with questions, and a reminder that wiring instructions are confirmed only by phone.</p>
    <p>Sincerely,</p>
    <p>{{your_name}}</p>
  </main>
  <footer>{{license_or_nmls_line}} &middot; Closing and title services by {{closing_company}}</footer>
</div>`,
);

const socialSvg = (kicker: string, headline: string, line: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!-- 1080 x 1080 social post. Replace the {{placeholders}}; change fill colours to your brand. Opens in Inkscape, Illustrator, Figma and Canva. -->
<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080" viewBox="0 0 1080 1080" role="img" aria-label="${kicker}: ${headline}">
  <rect width="1080" height="1080" fill="${NAVY}"/>
  <rect x="40" y="40" width="1000" height="1000" fill="none" stroke="${GOLD}" stroke-width="8"/>
  <path d="M540 250 L700 380 L700 560 L380 560 L380 380 Z" fill="none" stroke="${GOLD}" stroke-width="14" stroke-linejoin="round"/>
  <rect x="505" y="460" width="70" height="100" fill="${GOLD}"/>
  <text x="540" y="660" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" letter-spacing="8" fill="${GOLD}">${kicker.toUpperCase()}</text>
  <text x="540" y="750" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${headline}</text>
  <text x="540" y="830" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="36" fill="${CREAM}">${line}</text>
  <text x="540" y="960" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="${CREAM}">{{your_name}} &#183; {{your_company}} &#183; {{your_phone}}</text>
</svg>
`;

const CAPTIONS = `Social media captions to go with the graphics. Replace the {{placeholders}}; keep the required
license or NMLS line where your regulator or broker requires it.

JUST CLOSED (just-closed.svg)
Another happy closing! Congratulations to {{client_first_names}} on {{property_address}} in {{city}}.
From accepted offer to keys in {{days_to_close}} days. Thinking about your own move? Let's talk: {{your_phone}}.
#JustClosed #IowaRealEstate #{{city_hashtag}}

CLEAR TO CLOSE (clear-to-close.svg)
Three of the best words in real estate: clear to close! {{client_first_names}} will be getting keys on {{closing_date}}.
Want a smooth loan process like theirs? Message me.
#ClearToClose #IowaHomes #FirstTimeHomeBuyer

WELCOME HOME (welcome-home.svg)
Welcome home, {{client_first_names}}! It was a privilege to help you find {{property_address}}.
#WelcomeHome #IowaRealEstate

WIRE FRAUD AWARENESS (no graphic needed)
Buying or selling a home? Never wire money based on e-mailed instructions. Always call your closing company at a number
you already know to confirm before you send a dime. Scammers target closings every day.
#WireFraud #RealEstateTips

HOMESTEAD CREDIT REMINDER (May / June)
Bought an Iowa home since last July? Apply for your homestead tax credit with your county or city assessor by July 1.
It lowers your property tax every year you live there. Questions? {{your_phone}}
#IowaHomeowners #PropertyTax
`;

const README = `# Branded Templates

Co-branded marketing pieces for Iowa lenders and agents. Every file is plain text you can edit:

| File | What it is | How to edit |
|---|---|---|
| flyers/just-closed-flyer.html | "Just closed" flyer, US Letter | Open in a text editor, replace {{placeholders}}, open in a browser and print or save as PDF |
| flyers/property-payment-flyer.html | Co-branded property flyer with an example payment (lender + agent) | Same; keep the fine print accurate on the day you print it |
| signs/closing-day-sign.html | Landscape sign for photos at the closing table | Same; print on card stock |
| letterhead/letterhead.html | Co-branded letterhead | Same; write the letter in the main section |
| social/*.svg | 1080 x 1080 social graphics: just closed, clear to close, welcome home | Open in Inkscape, Figma, Canva or a text editor |
| social/captions.txt | Captions and hashtags to post with the graphics | Copy and paste |

## Colours and logo
Each HTML file starts with two colours: --brand and --accent. Replace them with yours. To add a logo,
put the image file beside the HTML file and add <img src="logo.png" alt="Your company" height="48">
where you want it.

## Rules to keep
- Loan officers: show your NMLS number and your company's on anything that advertises loans, and do not
  publish a rate or payment without the terms and APR (the property flyer's fine print is there for that).
- Agents: show your brokerage as Iowa's real estate rules require.
- Get your client's written permission before you post their name, photo or address.
- Wiring instructions never go on marketing pieces, e-mails or social posts.
`;

export function brandedTemplateFiles(): BundleFile[] {
  const templates: BundleFile[] = [
    { path: "flyers/just-closed-flyer.html", text: JUST_CLOSED_FLYER },
    { path: "flyers/property-payment-flyer.html", text: LENDER_PROPERTY_FLYER },
    { path: "signs/closing-day-sign.html", text: CLOSING_DAY_SIGN },
    { path: "letterhead/letterhead.html", text: LETTERHEAD },
    { path: "social/just-closed.svg", text: socialSvg("Just closed", "{{property_address}}", "Congratulations, {{client_first_names}}!") },
    { path: "social/clear-to-close.svg", text: socialSvg("Clear to close", "Keys on {{closing_date}}", "Congratulations, {{client_first_names}}!") },
    { path: "social/welcome-home.svg", text: socialSvg("Welcome home", "{{client_first_names}}", "{{city}}, Iowa") },
    { path: "social/captions.txt", text: CAPTIONS.replace(/\n/g, "\r\n") },
  ];
  const used = placeholdersOf(templates.map((t) => t.text).join("\n")).sort();
  const readme = `${README}\n## Placeholders\nReplace each of these wherever it appears: ${used.map((p) => `{{${p}}}`).join(", ")}.\n`;
  return [{ path: "README.md", text: readme }, ...templates];
}
