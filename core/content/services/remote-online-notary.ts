import { WIRE_FRAUD_WARNING } from "../wire-fraud.ts";
import { PRICE_LIST } from "#core/domain/price-list.ts";
import { PRICES } from "#core/site/claims.ts";
import type { Benefit, Faq, ServicePageContent } from "./types.ts";

export const REMOTE_ONLINE_NOTARY: ServicePageContent = {
  path: "/remote-online-notary",
  service: "ron",
  eyebrow: "Sign from anywhere",
  heroCta: "Schedule a Signing",
  price: {
    label: "Remote online notary",
    amount: PRICES.remoteOnlineNotary,
    note: PRICE_LIST.remoteOnlineNotary.includes,
  },
  benefits: {
    heading: "Why sign remotely",
    intro: "A commissioned notary, your documents and you, on a secure video call instead of a drive to the office.",
    items: [
      {
        icon: "map-pin",
        title: "Sign from anywhere",
        body: "At home, at work or out of state: all you need is a device with a camera and a good internet connection.",
      },
      {
        icon: "clock",
        title: "Done in minutes",
        body: "Most notarization sessions take under 10 minutes, scheduled at a time that suits you.",
      },
      {
        icon: "shield-check",
        title: "Legally valid in Iowa",
        body: "Remote online notarization has been legal in Iowa since July 1, 2020, and the recorded deed is accepted by the county recorder.",
      },
    ],
  },
  process: {
    heading: "How it works",
    intro: "Four steps, usually finished the same day.",
    steps: [
      {
        title: "Upload documents",
        body: "We place your closing documents in the secure portal, or you upload the documents you need notarized.",
      },
      {
        title: "Video session",
        body: "Join the video call with a commissioned notary, who verifies your identity and walks you through each document.",
      },
      {
        title: "Electronic signing",
        body: "Sign each page with a click while the notary watches; the notary applies a tamper-evident digital seal.",
      },
      {
        title: "Instant delivery",
        body: "The signed, notarized documents are in your portal the moment the session ends, and we send them on for recording.",
      },
    ],
  },
  cta: {
    heading: "Book your remote signing",
    body: "Tell us what needs to be signed and when; we will confirm the session within one business day.",
    label: "Request a Remote Signing",
  },
  faqs: {
    heading: "Remote online notary questions",
    items: [
      {
        id: "ron-duration",
        question: "How long does a remote notarization take?",
        answer:
          "Notarization sessions usually take under 10 minutes. A full closing package with several signers can take a little longer, because the notary confirms each person's identity and each signature.",
      },
      {
        id: "ron-legal",
        question: "Is remote online notarization legal in Iowa?",
        answer:
          "Yes. Remote online notarization has been legal in Iowa since July 1, 2020. Documents notarized remotely by a commissioned notary are accepted for recording by Iowa county recorders.",
      },
      {
        id: "ron-needs",
        question: "What do I need for the session?",
        answer:
          "A computer, tablet or phone with a camera and microphone, a reliable internet connection, and a current government-issued photo ID such as a driver's license or passport.",
      },
      {
        id: "ron-identity",
        question: "How is my identity verified?",
        answer:
          "Before the session you answer a short set of questions drawn from public records and photograph your ID, which is checked automatically; the notary then compares you with the ID on camera.",
      },
    ],
  } satisfies { heading: string; items: Faq[] },
};

/** The six features of the service. */
export const RON_FEATURES: readonly Benefit[] = [
  { icon: "video", title: "Live video with a notary", body: "A real, commissioned notary on every session, not a recording." },
  { icon: "fingerprint", title: "Identity proofing", body: "Knowledge-based questions and an automatic ID check before the call." },
  { icon: "users", title: "Several signers, several places", body: "Buyers or sellers in different cities join the same session." },
  { icon: "pen-line", title: "Clear electronic signatures", body: "Click to sign or initial each page, with the notary watching." },
  { icon: "badge-check", title: "Tamper-evident seal", body: "Any change after signing is detectable in the document itself." },
  { icon: "smartphone", title: "Any device", body: "Works in the browser of a computer, tablet or phone." },
];

/** The security section. */
export const RON_SECURITY = {
  heading: "Security you can check",
  intro: "Your closing documents carry your signature and your home's title. We treat them that way.",
  points: [
    "Every session is recorded in audio and video, and the recording is kept as the law requires, so there is a record of who signed and how.",
    "Documents travel and are stored encrypted, and only the people on your closing can open them.",
    "Each notarized document carries the notary's digital certificate; altering it afterwards breaks the seal.",
    `Nor in a session chat: ${WIRE_FRAUD_WARNING}`,
  ],
} as const;
