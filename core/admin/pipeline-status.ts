/**
 * The four statuses of the sales pipeline (leads and service requests alike), which an admin sets
 * freely in any order, and the body of a status change. The admin
 * pages' dropdowns and PATCH /api/v1/admin/leads/{id} and …/service-requests/{id} check with these.
 */
import { z } from "zod";
import { LEAD_STATUS_VALUES } from "../domain/enums.ts";
import { ADMIN_MESSAGES } from "./admin-messages.ts";

export const PIPELINE_STATUS_VALUES = LEAD_STATUS_VALUES;
export type PipelineStatus = (typeof PIPELINE_STATUS_VALUES)[number];

export const pipelineStatusSchema = z.enum(PIPELINE_STATUS_VALUES, { error: ADMIN_MESSAGES.invalidStatus });

export const statusChangeSchema = z.object({ status: pipelineStatusSchema });
export type StatusChange = z.infer<typeof statusChangeSchema>;
