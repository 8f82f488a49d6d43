export * from "./outbox.ts";
