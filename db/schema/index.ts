/**
 * The whole schema. Import tables from here: `import { profiles, leads, outbox } from "db/schema/index.ts"`.
 * One file per table group; PostgreSQL enums in enums.ts (values from core/domain/enums.ts).
 */
export * from "./enums.ts";
export * from "./outbox.ts";
export * from "./auth.ts";
export * from "./profiles.ts";
export * from "./leads.ts";
export * from "./clients.ts";
export * from "./transactions.ts";
export * from "./resources.ts";
export * from "./audit.ts";
export * from "./rate-limits.ts";
export * from "./relations.ts";
export * from "./secrets.ts";
export * from "./closing.ts";
export * from "./closing-requests.ts";
export * from "./closing-messages.ts";
export * from "./webauthn.ts";
export * from "./money.ts";
export * from "./jobs.ts";
export * from "./retention.ts";
