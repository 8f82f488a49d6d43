/**
 * The PostgreSQL enum types. Their values come from core/domain/enums.ts, the single source the
 * API and the web app validate with; this file only gives them database names.
 * (The outbox declares its two enums itself in outbox.ts.)
 */
import { pgEnum } from "drizzle-orm/pg-core";
import {
  AAL_VALUES,
  ACCOUNT_TYPE_VALUES,
  AMR_METHOD_VALUES,
  CODE_CHALLENGE_METHOD_VALUES,
  COMMUNICATION_STATUS_VALUES,
  COMMUNICATION_TYPE_VALUES,
  FACTOR_STATUS_VALUES,
  FACTOR_TYPE_VALUES,
  LEAD_SOURCE_VALUES,
  LEAD_STATUS_VALUES,
  ONE_TIME_TOKEN_TYPE_VALUES,
  RESOURCE_AUDIENCE_VALUES,
  RESOURCE_DOCUMENT_TYPE_VALUES,
  SERVICE_REQUEST_STATUS_VALUES,
  TRANSACTION_STATUS_VALUES,
  USER_ROLE_VALUES,
} from "#core/domain/enums.ts";

export const userRole = pgEnum("user_role", USER_ROLE_VALUES);
export const accountType = pgEnum("account_type", ACCOUNT_TYPE_VALUES);
export const leadStatus = pgEnum("lead_status", LEAD_STATUS_VALUES);
export const serviceRequestStatus = pgEnum("service_request_status", SERVICE_REQUEST_STATUS_VALUES);
export const leadSource = pgEnum("lead_source", LEAD_SOURCE_VALUES);
export const communicationType = pgEnum("communication_type", COMMUNICATION_TYPE_VALUES);
export const communicationStatus = pgEnum("communication_status", COMMUNICATION_STATUS_VALUES);
export const transactionStatus = pgEnum("transaction_status", TRANSACTION_STATUS_VALUES);
export const resourceDocumentType = pgEnum("resource_document_type", RESOURCE_DOCUMENT_TYPE_VALUES);
export const resourceAudience = pgEnum("resource_audience", RESOURCE_AUDIENCE_VALUES);
export const authAal = pgEnum("auth_aal", AAL_VALUES);
export const authFactorType = pgEnum("auth_factor_type", FACTOR_TYPE_VALUES);
export const authFactorStatus = pgEnum("auth_factor_status", FACTOR_STATUS_VALUES);
export const authOneTimeTokenType = pgEnum("auth_one_time_token_type", ONE_TIME_TOKEN_TYPE_VALUES);
export const authAmrMethod = pgEnum("auth_amr_method", AMR_METHOD_VALUES);
export const authCodeChallengeMethod = pgEnum("auth_code_challenge_method", CODE_CHALLENGE_METHOD_VALUES);
