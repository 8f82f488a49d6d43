import { PRICE_LIST } from "#core/domain/price-list.ts";
import { PRICES } from "#core/site/claims.ts";
import type { Faq, ServicePageContent } from "./types.ts";

export const TITLE_GUARANTY: ServicePageContent = {
  path: "/title-guaranty",
  service: "title",
  eyebrow: "Iowa's state title protection",
  heroCta: "Order Title Services",
  price: {
    label: "Title guaranty",
    amount: PRICES.titleGuaranty,
    note: PRICE_LIST.titleGuaranty.includes,
  },
  benefits: {
    heading: "Why an Iowa Title Guaranty certificate",
    intro: "Iowa does not use private title insurance for Iowa property. Instead, the state's own program backs your title, and we handle the work to get it issued.",
    items: [
      {
        icon: "landmark",
        title: "Backed by the State of Iowa",
        body: "Iowa Title Guaranty is a division of the Iowa Finance Authority. Its certificates protect owners and lenders against covered title defects.",
      },
      {
        icon: "archive",
        title: "Built on Iowa's abstract system",
        body: "Every certificate rests on an updated abstract of title and an Iowa attorney's title opinion: a written history of every recorded transfer, mortgage and lien on the property, reviewed by a lawyer.",
      },
      {
        icon: "banknote",
        title: "Low, one-time cost",
        body: "The premium is paid once at closing and the owner's coverage lasts as long as you or your heirs own the property.",
      },
    ],
  },
  process: {
    heading: "How we get your title guaranty issued",
    intro: "Five steps, most of them before you ever sign.",
    steps: [
      {
        title: "Application",
        body: "We submit the application to Iowa Title Guaranty with the property's legal description, the parties and the coverage amounts.",
      },
      {
        title: "Title search and examination",
        body: "The abstract is updated by a licensed abstractor and examined by an Iowa attorney, who writes the title opinion.",
      },
      {
        title: "Issue commitment",
        body: "Iowa Title Guaranty issues a commitment stating what it will guarantee and the requirements to be met first.",
      },
      {
        title: "Clear title issues",
        body: "We resolve the requirements: releases of old mortgages, payoff of liens, corrected names or missing signatures.",
      },
      {
        title: "Issue title guaranty",
        body: "After closing and recording, the owner's and lender's certificates are issued and delivered to you and your lender.",
      },
    ],
  },
  cta: {
    heading: "Protect your Iowa property",
    body: "Order title services for your transaction and we will start the application and abstract update right away.",
    label: "Order Title Services",
  },
  faqs: {
    heading: "Title guaranty questions",
    items: [
      {
        id: "tg-cost",
        question: "How much does an owner's title guaranty certificate cost?",
        answer:
          "An owner's title guaranty certificate is $110 for the first $500,000 of coverage. It is a one-time premium paid at closing, and our settlement statement shows it on its own line.",
      },
      {
        id: "tg-what",
        question: "Who stands behind Iowa Title Guaranty?",
        answer:
          "Iowa Title Guaranty is a division of the Iowa Finance Authority, a state agency. It was created so Iowans could protect their titles without private title insurance, which is not written on Iowa property.",
      },
      {
        id: "tg-lender",
        question: "My lender requires a certificate. Do I need an owner's certificate too?",
        answer:
          "The lender's certificate protects only the lender, and only up to the loan balance. An owner's certificate protects you, for the price you paid, for as long as you or your heirs own the property.",
      },
      {
        id: "tg-opinion",
        question: "What is the difference between a title opinion and a title guaranty?",
        answer:
          "The title opinion is an Iowa attorney's written review of the abstract, naming any defects. The title guaranty certificate is the state's backing: if a covered defect the examination missed costs you money, Iowa Title Guaranty pays the claim.",
      },
    ],
  } satisfies { heading: string; items: Faq[] },
};
