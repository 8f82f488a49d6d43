import { SITE } from "#core/site/settings.ts";

/**
 * The date printed as "Updated …" on the resource documents. A fixed date (not the build's) keeps
 * the generated files byte-for-byte the same until their text changes; change it with the text.
 */
export const RESOURCES_EDITION = new Date("2026-11-23T12:00:00Z");

/** The cover line of the agents' guides. */
export const AGENT_KICKER = `AGENT RESOURCE FROM ${SITE.brand.toUpperCase()}`;
