import { OFFERS } from "#core/site/claims.ts";
import { SITE } from "#core/site/settings.ts";
import "./gift-card-visual.css";

/** A decorative, gently floating gift card (pure CSS; still for visitors who prefer reduced motion). */
export function GiftCardVisual() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm py-6">
      <div
        data-testid="gift-card-visual"
        className="gift-card-visual relative aspect-[1.586] w-full overflow-hidden rounded-3xl bg-linear-135 from-navy-950 via-navy-800 to-navy-600 p-6 text-cream-100 shadow-card ring-1 ring-navy-700"
      >
        <span className="gift-card-shine absolute inset-y-0 left-0 w-1/3 bg-linear-to-r from-transparent via-white/20 to-transparent" />
        {/* Ribbon */}
        <span className="absolute inset-y-0 right-[22%] w-5 bg-gold-400" />
        <span className="absolute inset-x-0 top-[38%] h-5 bg-gold-400" />
        <svg viewBox="0 0 64 40" width="64" height="40" className="absolute top-[24%] right-[calc(22%-22px)] text-gold-300">
          <path d="M32 20 C20 2, 6 8, 14 18 C18 22, 26 21, 32 20 Z" fill="currentColor" />
          <path d="M32 20 C44 2, 58 8, 50 18 C46 22, 38 21, 32 20 Z" fill="currentColor" />
          <circle cx="32" cy="20" r="5" fill="var(--color-gold-500)" />
        </svg>
        <div className="relative flex h-full flex-col justify-between">
          <p className="text-sm font-semibold tracking-[0.2em] uppercase">{SITE.brand}</p>
          <div>
            <p className="text-5xl font-bold text-gold-300">{OFFERS.giftCardAmount}</p>
            <p className="mt-1 text-sm font-semibold tracking-widest uppercase">Gift card</p>
          </div>
        </div>
      </div>
    </div>
  );
}
