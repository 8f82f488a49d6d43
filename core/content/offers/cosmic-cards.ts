/**
 * The six sample cards of /cosmic-card-demo. Colours are our design tokens as CSS
 * variables, so every sample stays on the site's palette.
 */
export interface CosmicTheme {
  primaryColor: string;
  secondaryColor: string;
  glowColor: string;
}

export interface CosmicLogoText {
  topText: string;
  bottomText: string;
}

export interface CosmicCardSample {
  id: string;
  title: string;
  description: string;
  cardholderName: string;
  theme?: CosmicTheme;
  logoText?: CosmicLogoText;
  width?: number;
  height?: number;
}

export const DEFAULT_COSMIC_THEME: CosmicTheme = {
  primaryColor: "var(--color-navy-950)",
  secondaryColor: "var(--color-navy-700)",
  glowColor: "var(--color-gold-400)",
};

export const DEFAULT_COSMIC_LOGO: CosmicLogoText = { topText: "HEARTLAND", bottomText: "CLOSING CO." };

/** Credit-card proportions (85.6 × 54 mm). */
export const DEFAULT_COSMIC_SIZE = { width: 340, height: 214 } as const;

export const COSMIC_CARD_SAMPLES: readonly CosmicCardSample[] = [
  {
    id: "default",
    title: "Default",
    description: "The card as it comes: night-sky navy with a prairie-gold glow.",
    cardholderName: "Jordan Miller",
  },
  {
    id: "custom-theme",
    title: "Custom Theme",
    description: "Any three colours: here a deep green sky with a soft green glow.",
    cardholderName: "Avery Johnson",
    theme: {
      primaryColor: "var(--color-green-700)",
      secondaryColor: "var(--color-navy-900)",
      glowColor: "var(--color-green-100)",
    },
  },
  {
    id: "branded",
    title: "Branded",
    description: "Gold and navy with the company name, as a client closing keepsake.",
    cardholderName: "Taylor Anderson",
    theme: {
      primaryColor: "var(--color-gold-800)",
      secondaryColor: "var(--color-navy-950)",
      glowColor: "var(--color-gold-300)",
    },
    logoText: { topText: "GOLD CLUB", bottomText: "HEARTLAND" },
  },
  {
    id: "compact",
    title: "Compact",
    description: "A smaller card for sidebars and lists.",
    cardholderName: "Sam Nguyen",
    width: 280,
    height: 176,
  },
  {
    id: "large",
    title: "Large",
    description: "A larger card for a hero or a reward announcement.",
    cardholderName: "Morgan Lee",
    width: 420,
    height: 265,
    theme: {
      primaryColor: "var(--color-navy-800)",
      secondaryColor: "var(--color-red-700)",
      glowColor: "var(--color-red-100)",
    },
  },
  {
    id: "custom-logo",
    title: "Custom Logo",
    description: "Your own wording in the logo: here the Insider Club.",
    cardholderName: "Casey Rivera",
    logoText: { topText: "INSIDER", bottomText: "CLUB MEMBER" },
  },
];
