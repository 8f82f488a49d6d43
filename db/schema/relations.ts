/** Drizzle relations, for the relational query API (`db.query.clients.findMany({ with: ... })`). */
import { relations } from "drizzle-orm";
import { auditEvents } from "./audit.ts";
import {
  authFlowState,
  authIdentities,
  authMfaAmrClaims,
  authMfaChallenges,
  authMfaFactors,
  authOneTimeTokens,
  authRefreshTokens,
  authSessions,
  authUsers,
} from "./auth.ts";
import { clients, communications } from "./clients.ts";
import { leads, serviceRequests } from "./leads.ts";
import { outbox } from "./outbox.ts";
import { profiles } from "./profiles.ts";
import { transactions } from "./transactions.ts";

export const authUsersRelations = relations(authUsers, ({ one, many }) => ({
  profile: one(profiles),
  identities: many(authIdentities),
  factors: many(authMfaFactors),
  sessions: many(authSessions),
  refreshTokens: many(authRefreshTokens),
  oneTimeTokens: many(authOneTimeTokens),
  flowStates: many(authFlowState),
  clients: many(clients),
  transactions: many(transactions),
  leads: many(leads),
  serviceRequests: many(serviceRequests),
}));

export const profilesRelations = relations(profiles, ({ one, many }) => ({
  user: one(authUsers, { fields: [profiles.id], references: [authUsers.id] }),
  transactions: many(transactions),
}));

export const authIdentitiesRelations = relations(authIdentities, ({ one }) => ({
  user: one(authUsers, { fields: [authIdentities.userId], references: [authUsers.id] }),
}));

export const authMfaFactorsRelations = relations(authMfaFactors, ({ one, many }) => ({
  user: one(authUsers, { fields: [authMfaFactors.userId], references: [authUsers.id] }),
  challenges: many(authMfaChallenges),
}));

export const authMfaChallengesRelations = relations(authMfaChallenges, ({ one }) => ({
  factor: one(authMfaFactors, { fields: [authMfaChallenges.factorId], references: [authMfaFactors.id] }),
}));

export const authSessionsRelations = relations(authSessions, ({ one, many }) => ({
  user: one(authUsers, { fields: [authSessions.userId], references: [authUsers.id] }),
  factor: one(authMfaFactors, { fields: [authSessions.factorId], references: [authMfaFactors.id] }),
  amrClaims: many(authMfaAmrClaims),
  refreshTokens: many(authRefreshTokens),
}));

export const authMfaAmrClaimsRelations = relations(authMfaAmrClaims, ({ one }) => ({
  session: one(authSessions, { fields: [authMfaAmrClaims.sessionId], references: [authSessions.id] }),
}));

export const authRefreshTokensRelations = relations(authRefreshTokens, ({ one }) => ({
  session: one(authSessions, { fields: [authRefreshTokens.sessionId], references: [authSessions.id] }),
  user: one(authUsers, { fields: [authRefreshTokens.userId], references: [authUsers.id] }),
}));

export const authOneTimeTokensRelations = relations(authOneTimeTokens, ({ one }) => ({
  user: one(authUsers, { fields: [authOneTimeTokens.userId], references: [authUsers.id] }),
}));

export const authFlowStateRelations = relations(authFlowState, ({ one }) => ({
  user: one(authUsers, { fields: [authFlowState.userId], references: [authUsers.id] }),
}));

export const leadsRelations = relations(leads, ({ one }) => ({
  user: one(authUsers, { fields: [leads.userId], references: [authUsers.id] }),
}));

export const serviceRequestsRelations = relations(serviceRequests, ({ one }) => ({
  user: one(authUsers, { fields: [serviceRequests.userId], references: [authUsers.id] }),
}));

export const clientsRelations = relations(clients, ({ one, many }) => ({
  user: one(authUsers, { fields: [clients.userId], references: [authUsers.id] }),
  communications: many(communications),
}));

export const communicationsRelations = relations(communications, ({ one }) => ({
  client: one(clients, { fields: [communications.clientId], references: [clients.id] }),
  user: one(authUsers, { fields: [communications.userId], references: [authUsers.id] }),
  outboxMessage: one(outbox, { fields: [communications.outboxId], references: [outbox.id] }),
}));

export const transactionsRelations = relations(transactions, ({ one }) => ({
  user: one(authUsers, { fields: [transactions.userId], references: [authUsers.id] }),
  profile: one(profiles, { fields: [transactions.userId], references: [profiles.id] }),
}));

export const auditEventsRelations = relations(auditEvents, ({ one }) => ({
  actor: one(authUsers, { fields: [auditEvents.actorId], references: [authUsers.id] }),
}));
