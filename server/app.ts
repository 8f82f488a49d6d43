/**
 * The HTTP application: middleware order and route mounting, in one readable place.
 * Tests build it with createApp() and call app.request() without opening a socket.
 */
import { Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "./http/request-id.ts";
import { secureHeaders } from "hono/secure-headers";
import type { Database } from "#db/client.ts";
import { cashOnlyPdfRoutes } from "./api/calculators/cash-only-pdf.routes.ts";
import { sellerNetPdfRoutes } from "./api/calculators/seller-net-pdf.routes.ts";
import { giftCardClaimsRoutes } from "./api/gift-card-claims/gift-card-claims.routes.ts";
import { guideDownloadsRoutes } from "./api/guide-downloads/guide-downloads.routes.ts";
import { leadsRoutes } from "./api/leads/leads.routes.ts";
import { clientRoutes } from "./api/clients/client.routes.ts";
import { clientsRoutes } from "./api/clients/clients.routes.ts";
import { adminRoutes } from "./api/admin/admin.routes.ts";
// Retention (issue 33).
import { retentionRoutes } from "./api/admin/retention/retention.routes.ts";
import { calendarFeedRoutes, calendarRoutes } from "./api/calendar/calendar.routes.ts";
import { closingFilesRoutes } from "./api/closing-files/closing-files.routes.ts";
import { partyRequestRoutes } from "./api/closing-files/requests.routes.ts";
import { partyMessageRoutes } from "./api/closing-files/messages.routes.ts";
import { documentDownloadRoutes, partyDocumentRoutes, staffDocumentRoutes, statusDocumentRoutes } from "./api/documents/documents.routes.ts";
import { notificationPreferencesRoutes } from "./api/notification-preferences/notification-preferences.routes.ts";
import { statusRoutes } from "./api/status/status.routes.ts";
import { statusVerificationRoutes } from "./api/status/status-verification.routes.ts";
import { statusVerificationCheckRoutes } from "./api/status/status-verification-check.routes.ts";
import { statusRemindersRoutes } from "./api/status/status-reminders.routes.ts";
import { statusWireRoutes } from "./api/status/status-wire-instructions.routes.ts";
import { statusRequestsRoutes } from "./api/status/status-requests.routes.ts";
import { statusRequestAnswersRoutes } from "./api/status/status-request-answers.routes.ts";
import { statusRequestDocumentsRoutes } from "./api/status/status-request-documents.routes.ts";
import { statusMessagesRoutes } from "./api/status/status-messages.routes.ts";
import { statusProceedsRoutes } from "./api/status/status-proceeds.routes.ts";
import { statusMessageReadRoutes } from "./api/status/status-message-read.routes.ts";
import { statusMessageDocumentsRoutes } from "./api/status/status-message-documents.routes.ts";
import { communicationsRoutes } from "./api/clients/communications.routes.ts";
import { templateValuesRoutes } from "./api/clients/template-values.routes.ts";
import { emailTemplatesRoutes } from "./api/email-templates/email-templates.routes.ts";
import { smsInboundRoutes } from "./api/webhooks/sms-inbound.routes.ts";
import { smsStatusRoutes } from "./api/webhooks/sms-status.routes.ts";
import { serviceRequestsRoutes } from "./api/service-requests/service-requests.routes.ts";
import { devMailboxRoutes } from "./api/dev-mailbox/dev-mailbox.routes.ts";
import { healthRoutes } from "./api/health/health.routes.ts";
import { meRoutes } from "./api/me/me.routes.ts";
import { emailConfirmationRoutes } from "./api/me/email-confirmation.routes.ts";
import { emailConfirmationVerifyRoutes } from "./api/me/email-confirmation-verify.routes.ts";
import { dashboardRoutes } from "./api/dashboard/dashboard.routes.ts";
import { goatRoutes } from "./api/goat/goat.routes.ts";
import { resourcesRoutes } from "./api/resources/resources.routes.ts";
import { ordersRoutes } from "./api/orders/orders.routes.ts";
import { transactionsRoutes } from "./api/transactions/transactions.routes.ts";
import { developmentChannels } from "./messaging/create-transport.ts";
import { createServices } from "./services.ts";
import { usePublicOrigin } from "./pdf/brand-pdf.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import { apiRouter, bodyKindOf, serveOpenApiDocument } from "./api/openapi.ts";
import { publicConfigRoutes } from "./api/public-config/public-config.routes.ts";
import type { Config } from "./env.ts";
import type { Keyring } from "./crypto/keyring.ts";
import { DatabaseOutage } from "./http/database-outage.ts";
import { errorHandler } from "./http/error-handler.ts";
import { limitBody } from "./http/body-limit.ts";
import { AppError } from "./http/errors.ts";
import { requestLog } from "./http/request-log.ts";
import { closeAfterUnreadBody } from "./http/unread-body.ts";
import type { Logger } from "./logger.ts";
import { resourcePublisher } from "./resources/publish-resources.ts";
import { API_CSP } from "./static/content-security-policy.ts";
import { createFileStore } from "./storage/create-file-store.ts";
import type { FileStore } from "./storage/file-store.ts";
import { filesRoutes } from "./storage/files.routes.ts";
import { eventsRoutes } from "./api/events/events.routes.ts";
import type { LiveHub } from "./live/live-hub.ts";
import { liveHubFor } from "./live/live-hub-for.ts";
import type { WebBuild } from "./static/web-build.ts";
import { webRoutes } from "./static/web-routes.ts";
// Metrics and readiness (issue 33).
import { createAppMetrics, type AppMetrics } from "./metrics/app-metrics.ts";
import { metricsRoutes } from "./metrics/metrics.routes.ts";
import type { MailWorkerState } from "./metrics/readiness.ts";
import { readinessRoutes } from "./api/health/readiness.routes.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** The built web app; absent when it has not been built (API-only tests). */
  web?: WebBuild;
  /** Wakes the mail worker (auth e-mails go out at once instead of at the next poll). */
  kickOutbox?: () => void;
  /** Watches database outages (503 + one log line each); main.ts shares it with the mail worker. */
  outage?: DatabaseOutage;
  /** The closing documents' store; main.ts shares it with the orphan sweeper. Made from the settings when absent. */
  store?: FileStore;
  /** The instance's live hub (issue 31): main.ts closes it on shutdown. Made from the database when absent (it listens only once a stream opens). */
  live?: LiveHub;
  /** The master keyring (DATA_ENCRYPTION_KEY or the development key, server/main.ts); see createServices for the default. */
  keyring?: Keyring;
  /** Metrics and readiness (issue 33): the instance's registry, shared by main.ts with the static answers and METRICS_LISTEN; made from the settings when absent (none unless METRICS_TOKEN or METRICS_LISTEN is set). */
  metrics?: AppMetrics;
  /** This process's mail worker, whose stall readiness reports (server/metrics/readiness.ts); tests and tools have none. */
  mailWorker?: MailWorkerState;
}

export function createApp({ config, database, logger, web, kickOutbox, outage, store = createFileStore(config), live, keyring, metrics, mailWorker }: AppDeps): Hono {
  const app = new Hono();
  // Metrics and readiness (issue 33): first, so it times and counts every answer, errors included.
  metrics ??= createAppMetrics(config, database);
  if (metrics) app.use(metrics.requests.middleware());
  outage ??= new DatabaseOutage({ logger, ping: () => database.ping() });
  usePublicOrigin(config.PUBLIC_URL);
  const services = createServices({ db: database.db, config, logger, kickOutbox, keyring });

  app.use(requestId());
  app.use(requestLog(logger));
  app.use(closeAfterUnreadBody());
  app.use(
    secureHeaders({
      // Pages set their own policy (with the hashes of their inline scripts); this is the rest's.
      overwrite: false,
      contentSecurityPolicy: undefined,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-origin",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: "max-age=31536000; includeSubDomains",
      xFrameOptions: "DENY",
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    }),
  );
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", API_CSP);
  });
  app.use("/api/*", compress());
  app.use("/auth/*", compress());


  // Routes declared with createRoute() also appear in /api/v1/openapi.json.
  const api = apiRouter();
  // Before every route: no body over its route kind's limit is read (server/http/body-limit.ts).
  api.use(limitBody(bodyKindOf(api)));
  api.route("/health", healthRoutes(database, { outage }));
  api.route("/health", readinessRoutes(database, mailWorker)); // issue 33
  api.route("/public-config", publicConfigRoutes(config));
  api.route("/me", meRoutes(services));
  api.route("/me", emailConfirmationRoutes(services));
  api.route("/me", emailConfirmationVerifyRoutes(services));
  api.route("/dashboard", dashboardRoutes(services));
  api.route("/transactions", transactionsRoutes(services));
  api.route("/orders", ordersRoutes(services));
  api.route("/goat", goatRoutes(services));
  api.route("/resources", resourcesRoutes(services));
  api.route("/calculators", sellerNetPdfRoutes({ db: database.db, config }));
  api.route("/calculators", cashOnlyPdfRoutes({ db: database.db, config }));
  api.route("/leads", leadsRoutes(services));
  api.route("/guide-downloads", guideDownloadsRoutes(services));
  api.route("/gift-card-claims", giftCardClaimsRoutes(services));
  api.route("/service-requests", serviceRequestsRoutes(services));
  api.route("/clients", clientsRoutes(services));
  api.route("/clients", clientRoutes(services));
  api.route("/clients", communicationsRoutes(services));
  api.route("/clients", templateValuesRoutes(services));
  api.route("/email-templates", emailTemplatesRoutes(services));
  api.route("/admin", adminRoutes(services));
  api.route("/admin/closing-files", staffDocumentRoutes(services, store));
  // Retention (issue 33): the disposal policy, what is due, run now (server/api/admin/retention/).
  api.route("/admin", retentionRoutes(services, store));
  api.route("/closing-files", closingFilesRoutes(services));
  api.route("/closing-files", partyDocumentRoutes(services, store));
  api.route("/closing-files", partyRequestRoutes(services, store));
  api.route("/closing-files", partyMessageRoutes(services));
  api.route("/status", statusRoutes(services));
  api.route("/status", statusDocumentRoutes(services, store));
  api.route("/status", statusVerificationRoutes(services));
  api.route("/status", statusVerificationCheckRoutes(services));
  api.route("/status", statusRemindersRoutes(services));
  api.route("/status", statusWireRoutes(services));
  api.route("/status", statusRequestsRoutes(services));
  api.route("/status", statusRequestAnswersRoutes(services));
  api.route("/status", statusRequestDocumentsRoutes(services, store));
  api.route("/status", statusMessagesRoutes(services));
  api.route("/status", statusMessageReadRoutes(services));
  api.route("/status", statusMessageDocumentsRoutes(services, store));
  api.route("/status", statusProceedsRoutes(services));
  api.route("/me", notificationPreferencesRoutes(services));
  api.route("/me", calendarRoutes(services));
  api.route("/calendar", calendarFeedRoutes(services));
  api.route("/events", eventsRoutes(services, live ?? liveHubFor(database, logger, config.DATABASE_URL)));
  api.route("/webhooks", smsStatusRoutes(services));
  api.route("/webhooks", smsInboundRoutes(services));
  const kept = developmentChannels(config);
  if (kept.length > 0 && config.NODE_ENV !== "production") api.route("/dev/mailbox", devMailboxRoutes(database.db, kept));
  serveOpenApiDocument(api);
  app.route("/api/v1", api);
  app.route("/auth/v1", authRoutes(services, database));
  // Metrics (issue 33): 404 unless METRICS_TOKEN is set (server/metrics/metrics.routes.ts).
  app.route("/metrics", metricsRoutes(config, metrics));

  app.all("/api/*", (c) => {
    throw new AppError(404, "not_found", `No API endpoint ${c.req.method} ${c.req.path}`);
  });
  app.all("/auth/*", (c) => {
    throw new AppError(404, "not_found", `No auth endpoint ${c.req.method} ${c.req.path}`);
  });

  app.route("/files/closing-documents", documentDownloadRoutes(services, store));
  app.route("/files", filesRoutes({ services, store, ready: resourcePublisher(store, logger) }));
  app.route("/", webRoutes(web));
  app.all("*", (c) => c.json({ code: "method_not_allowed", message: `${c.req.method} is not supported here` }, 405));

  app.onError(errorHandler(logger, outage));
  return app;
}
