import { Mail, Phone } from "lucide-react";
import { GIFT_CARD_CLAIM_EMAIL, mailtoHref } from "../../../core/content/offers/gift-card.ts";
import { CLAIMS, OFFERS } from "../../../core/site/claims.ts";
import { SITE } from "../../../core/site/settings.ts";
import { ButtonAnchor } from "../../components/ui/button.tsx";

/**
 * SLOT for the gift card claim form (issue #6: fullName, email, phone optional, stored as a lead).
 * Until the form lands, a visitor claims the card by e-mail (prefilled) or by phone.
 */
export function GiftCardClaimSlot() {
  return (
    <div data-slot="gift-card-claim-form" className="rounded-2xl border border-cream-300 bg-white p-6 shadow-card sm:p-8">
      <p className="text-lg text-navy-800">
        Send us your name and e-mail address and we will send your {OFFERS.giftCardAmount} gift card and get in touch{" "}
        {CLAIMS.contactWithin} to schedule your call. A phone number is optional.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonAnchor href={mailtoHref(SITE.email, GIFT_CARD_CLAIM_EMAIL.subject, GIFT_CARD_CLAIM_EMAIL.body)} size="lg">
          <Mail aria-hidden="true" className="size-5" />
          Claim by E-mail
        </ButtonAnchor>
        <ButtonAnchor href={SITE.phoneHref} variant="secondary" size="lg" className="whitespace-normal!">
          <Phone aria-hidden="true" className="size-5" />
          Claim by Phone: {SITE.phone}
        </ButtonAnchor>
      </div>
      <p className="mt-4 text-sm text-navy-700">
        The e-mail opens in your mail app with the subject “{GIFT_CARD_CLAIM_EMAIL.subject}” already filled in.
      </p>
    </div>
  );
}
