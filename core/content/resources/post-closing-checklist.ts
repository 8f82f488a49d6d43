import { SITE } from "#core/site/settings.ts";
import { GENERAL_DISCLAIMER, type Guide } from "../guides/types.ts";
import { AGENT_KICKER } from "./edition.ts";

/** Agents' resource: what Iowa buyers (and sellers) do after the closing table. */
export const POST_CLOSING_CHECKLIST: Guide = {
  slug: "post-closing-checklist",
  kicker: AGENT_KICKER,
  title: "The Post-Closing Checklist",
  subtitle: "What your clients should do in the days, weeks and months after an Iowa closing",
  intro:
    "Signing is not quite the end. The deed still has to be recorded, the abstract brought up to date, the title guaranty certificate issued, and the new owner has tax credits to claim and papers to keep. This checklist tells buyers and sellers what to expect and what to do, in order.",
  sections: [
    {
      heading: "The day of closing",
      bullets: [
        "Keep your copy of the signed settlement statement (or Closing Disclosure) with your tax records. You need it to deduct mortgage interest, points and property taxes, and to work out your gain when you sell.",
        "Buyers: change or re-key the exterior locks, reset garage door and keypad codes and change the alarm code.",
        "Buyers: take photos of the meters and confirm every utility is in your name from today.",
        "Sellers: cancel your homeowners insurance from the day the buyer takes possession (not before), and keep proof of your mortgage payoff.",
      ],
    },
    {
      heading: "The first two weeks",
      steps: [
        { title: "Recording", text: "We record the deed, the mortgage and the declaration of value with the county recorder, and pay the Iowa transfer tax, usually on the day of closing through Iowa's electronic recording system. Recorded documents are then public at the county recorder's office." },
        { title: "Seller's proceeds and payoffs", text: "We disburse the seller's proceeds and pay off the seller's mortgage and any liens. The old lender must file a release of its mortgage; we follow up until it is recorded." },
        { title: "Final abstracting", text: "The abstract of title is continued to show the recorded deed and the new mortgage, so the next owner's attorney can examine it. The updated abstract usually goes to the buyer's lender or to the buyer; keep it safe, because replacing a lost abstract is expensive." },
        { title: "Title guaranty certificate", text: "When the documents are recorded, Iowa Title Guaranty issues the owner's certificate (if you bought one) and the lender's certificate. Your owner's certificate arrives a few weeks after closing; store it with your deed." },
      ],
    },
    {
      heading: "Property taxes and credits",
      paragraphs: [
        "Iowa property taxes are paid a year in arrears, in two installments due September 1 and March 1 (they become delinquent after September 30 and March 31). The seller's share of the taxes up to closing was credited to the buyer on the settlement statement; the buyer pays the bills when they come due, or the lender pays them from escrow.",
      ],
      bullets: [
        "Homestead tax credit: an owner who lives in the home as their principal residence applies once, with the city or county assessor, by July 1 to receive the credit on that year's assessment. Most assessors accept the application online.",
        "Homeowners aged 65 or older on January 1 can also apply for the homestead exemption, by the same July 1 deadline.",
        "Veterans can apply for the military service tax exemption with the assessor, also by July 1.",
        "Check that the first tax bill goes to you or your lender: the county treasurer mails to the owner of record, and the first bill after closing may still name the seller.",
        "Sellers: if you paid the March installment for a period after closing, the proration on your settlement statement already accounts for it; you do not pay it again.",
      ],
    },
    {
      heading: "Your mortgage",
      bullets: [
        "The first payment is usually due on the first day of the second month after closing (close in June, first payment August 1), because interest is paid in arrears.",
        "Your loan may be transferred to another servicer. Both the old and the new servicer must tell you in writing; pay only the servicer named in those letters, and never change payment details because of an e-mail or phone call alone.",
        "Expect an escrow account statement within the first year. If taxes or insurance rise, your monthly payment will change.",
        "Keep the Closing Disclosure, the note and the mortgage together. Your lender will send Form 1098 in January for the interest you paid.",
      ],
    },
    {
      heading: "Change your address everywhere",
      bullets: [
        "U.S. Postal Service mail forwarding (if not done before the move).",
        "Iowa driver's license or ID and vehicle registrations (Iowa DOT, within 30 days).",
        "Voter registration (county auditor or sos.iowa.gov).",
        "Employer payroll, banks, credit cards, insurers, the IRS (Form 8822) and the Iowa Department of Revenue.",
        "Schools, doctors, pharmacies, subscriptions and delivery accounts.",
      ],
    },
    {
      heading: "Look after the home",
      bullets: [
        "Find and label the main water shut-off, the gas shut-off and the electrical panel.",
        "Replace the furnace filter and schedule a furnace check before winter; test the sump pump before spring.",
        "Test smoke and carbon monoxide alarms and replace batteries.",
        "Test for radon if the home has not been tested recently, or if a mitigation system was installed, confirm its fan runs and the gauge shows suction.",
        "Keep a home file: inspection report, repair receipts, appliance manuals and warranty papers, the homeowners policy and the owner's title guaranty certificate.",
      ],
    },
    {
      heading: "Protect your records and your title",
      bullets: [
        "Keep these for as long as you own the home, and then some: the deed (the recorded original is returned to you), the settlement statement, the owner's title guaranty certificate, receipts for improvements (they reduce your taxable gain) and the abstract, if you hold it.",
        "Be wary of letters offering a 'certified copy of your deed' for a fee; the county recorder provides copies for a small charge.",
        "If you receive a notice about a lien, a judgment or a mortgage you do not recognise, call us before you respond.",
      ],
      note: {
        title: "We are here after closing too",
        text: `Questions about recording, your abstract, your title guaranty certificate or your settlement statement? Call ${SITE.phone} or e-mail ${SITE.email}.`,
      },
    },
  ],
  disclaimer: GENERAL_DISCLAIMER,
};
