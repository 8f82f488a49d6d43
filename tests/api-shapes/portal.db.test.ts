/**
 * The portal's answers (clients, e-mail templates, the dashboard, GOAT, orders, resources, the
 * profile, transactions, public settings) as the server's handlers send them and as the web app
 * parses them are one type (core/api): checked by `npm run typecheck`, where a handler, a mapper
 * or a hook that drifts from the shared shape fails. The runtime test only keeps Vitest from
 * calling the file empty.
 */
import { describe, expectTypeOf, test } from "vitest";
import type { Client, ClientDetail, ClientPage, Communication, CommunicationPage } from "#core/api/client.ts";
import type { DashboardClosingFile, DashboardTotals } from "#core/api/dashboard.ts";
import type { EmailTemplateList } from "#core/api/email-template.ts";
import type { TemplateValuesResponse } from "#core/api/template-values.ts";
import type { GoatStanding, SavedLeaderboardName } from "#core/api/goat.ts";
import type { EmailConfirmationSent, EmailConfirmed, Me } from "#core/api/me.ts";
import type { Order, OrderPage, OrderReceipt } from "#core/api/order.ts";
import type { Page } from "#core/api/page.ts";
import type { PublicConfigBody } from "#core/api/public-config.ts";
import type { ResourceList } from "#core/api/resource.ts";
import type { TransactionPage } from "#core/api/transaction.ts";
import type {
  useAddClient,
  useClient,
  useClients,
  useCommunications,
  useEmailTemplates,
  useSendCommunication,
  useUpdateClient,
} from "#app/features/clients/clients-queries.ts";
import type {
  useClosingFiles,
  useGoatStanding,
  useMyOrders,
  useOrderService,
  useResources,
  useSaveLeaderboardName,
  useTotals,
} from "#app/features/dashboard/dashboard-queries.ts";
import type { fetchMe } from "#app/lib/auth/me.ts";
import type { clientRoutes } from "#server/api/clients/client.routes.ts";
import type { clientJson } from "#server/api/clients/client-schemas.ts";
import type { clientsRoutes } from "#server/api/clients/clients.routes.ts";
import type { communicationsRoutes } from "#server/api/clients/communications.routes.ts";
import type { templateValuesRoutes } from "#server/api/clients/template-values.routes.ts";
import type { useTemplateValues } from "#app/features/clients/template-values-query.ts";
import type { closingFilesRoutes } from "#server/api/closing-files/closing-files.routes.ts";
import type { dashboardRoutes } from "#server/api/dashboard/dashboard.routes.ts";
import type { emailTemplatesRoutes } from "#server/api/email-templates/email-templates.routes.ts";
import type { goatRoutes } from "#server/api/goat/goat.routes.ts";
import type { emailConfirmationVerifyRoutes } from "#server/api/me/email-confirmation-verify.routes.ts";
import type { emailConfirmationRoutes } from "#server/api/me/email-confirmation.routes.ts";
import type { meRoutes } from "#server/api/me/me.routes.ts";
import type { myOrdersRoutes } from "#server/api/orders/my-orders.routes.ts";
import type { orderCompletionRoutes } from "#server/api/orders/order-completion.routes.ts";
import type { orderJson } from "#server/api/orders/order-json.ts";
import type { ordersRoutes } from "#server/api/orders/orders.routes.ts";
import type { publicConfigRoutes } from "#server/api/public-config/public-config.routes.ts";
import type { resourcesRoutes } from "#server/api/resources/resources.routes.ts";
import type { transactionsRoutes } from "#server/api/transactions/transactions.routes.ts";
import type { Mutated, PageOf, Parsed, Sent } from "./route-types.ts";

describe("clients", () => {
  test("a client: the mapper, the handlers and the pages' parse agree", () => {
    expectTypeOf<ReturnType<typeof clientJson>>().toEqualTypeOf<Client>();
    expectTypeOf<Sent<typeof clientsRoutes, "/", "$get">>().toEqualTypeOf<ClientPage>();
    expectTypeOf<PageOf<typeof useClients>>().toEqualTypeOf<ClientPage>();
    expectTypeOf<Sent<typeof clientsRoutes, "/", "$post", 201>>().toEqualTypeOf<Client>();
    expectTypeOf<Mutated<typeof useAddClient>>().toEqualTypeOf<Client>();
    expectTypeOf<Sent<typeof clientRoutes, "/:id", "$get">>().toEqualTypeOf<ClientDetail>();
    expectTypeOf<Parsed<typeof useClient>>().toEqualTypeOf<ClientDetail>();
    expectTypeOf<Sent<typeof clientRoutes, "/:id", "$put">>().toEqualTypeOf<Client>();
    expectTypeOf<Mutated<typeof useUpdateClient>>().toEqualTypeOf<Client>();
  });
  test("a client's history", () => {
    expectTypeOf<Sent<typeof communicationsRoutes, "/:id/communications", "$get">>().toEqualTypeOf<CommunicationPage>();
    expectTypeOf<PageOf<typeof useCommunications>>().toEqualTypeOf<CommunicationPage>();
    expectTypeOf<Sent<typeof communicationsRoutes, "/:id/communications", "$post", 201>>().toEqualTypeOf<Communication>();
    expectTypeOf<Mutated<typeof useSendCommunication>>().toEqualTypeOf<Communication>();
  });
  test("the e-mail templates", () => {
    expectTypeOf<Sent<typeof emailTemplatesRoutes, "/", "$get">>().toEqualTypeOf<EmailTemplateList>();
    expectTypeOf<Parsed<typeof useEmailTemplates>>().toEqualTypeOf<EmailTemplateList>();
    expectTypeOf<Sent<typeof templateValuesRoutes, "/:id/template-values", "$get">>().toEqualTypeOf<TemplateValuesResponse>();
    expectTypeOf<Parsed<typeof useTemplateValues>>().toEqualTypeOf<TemplateValuesResponse>();
  });
});

describe("dashboard", () => {
  test("the totals", () => {
    expectTypeOf<Sent<typeof dashboardRoutes, "/", "$get">>().toEqualTypeOf<DashboardTotals>();
    expectTypeOf<Parsed<typeof useTotals>>().toEqualTypeOf<DashboardTotals>();
  });
  test("the closing files panel reads a part of what the party list sends", () => {
    expectTypeOf<PageOf<typeof useClosingFiles>>().toEqualTypeOf<Page<DashboardClosingFile>>();
    expectTypeOf<Sent<typeof closingFilesRoutes, "/", "$get">["data"][number]>().toMatchObjectType<DashboardClosingFile>();
  });
  test("the Year of the GOAT", () => {
    expectTypeOf<Sent<typeof goatRoutes, "/", "$get">>().toEqualTypeOf<GoatStanding>();
    expectTypeOf<Parsed<typeof useGoatStanding>>().toEqualTypeOf<GoatStanding>();
    expectTypeOf<Sent<typeof goatRoutes, "/leaderboard-name", "$put">>().toEqualTypeOf<SavedLeaderboardName>();
    expectTypeOf<Mutated<typeof useSaveLeaderboardName>>().toEqualTypeOf<SavedLeaderboardName>();
  });
  test("an order's receipt", () => {
    expectTypeOf<Sent<typeof ordersRoutes, "/", "$post", 201>>().toEqualTypeOf<OrderReceipt>();
    expectTypeOf<Mutated<typeof useOrderService>>().toEqualTypeOf<OrderReceipt>();
  });
  test("My orders and an order's completion: the mapper, the handlers and the pages' parse agree", () => {
    expectTypeOf<ReturnType<typeof orderJson>>().toEqualTypeOf<Order>();
    expectTypeOf<Sent<typeof myOrdersRoutes, "/", "$get">>().toEqualTypeOf<OrderPage>();
    expectTypeOf<PageOf<typeof useMyOrders>>().toEqualTypeOf<OrderPage>();
    expectTypeOf<Sent<typeof myOrdersRoutes, "/:id", "$get">>().toEqualTypeOf<Order>();
    expectTypeOf<Sent<typeof orderCompletionRoutes, "/:id/completion", "$post">>().toEqualTypeOf<Order>();
  });
  test("the resources", () => {
    expectTypeOf<Sent<typeof resourcesRoutes, "/", "$get">>().toEqualTypeOf<ResourceList>();
    expectTypeOf<Parsed<typeof useResources>>().toEqualTypeOf<ResourceList>();
  });
});

describe("account and settings", () => {
  test("the profile", () => {
    expectTypeOf<Sent<typeof meRoutes, "/", "$get">>().toEqualTypeOf<Me>();
    expectTypeOf<Awaited<ReturnType<typeof fetchMe>>>().toEqualTypeOf<Me>();
  });
  test("confirming the address (the notice parses with the same schemas, inside its component)", () => {
    expectTypeOf<Sent<typeof emailConfirmationRoutes, "/email-confirmation", "$post", 202>>().toEqualTypeOf<EmailConfirmationSent>();
    expectTypeOf<Sent<typeof emailConfirmationVerifyRoutes, "/email-confirmation/verify", "$post">>().toEqualTypeOf<EmailConfirmed>();
  });
  test("the transactions and the public settings (no page parses them with zod)", () => {
    expectTypeOf<Sent<typeof transactionsRoutes, "/", "$get">>().toEqualTypeOf<TransactionPage>();
    expectTypeOf<Sent<typeof publicConfigRoutes, "/", "$get">>().toEqualTypeOf<PublicConfigBody>();
  });
});
