/**
 * What a buyer or seller does through their status link once they confirm who they are: the
 * people they may confirm as, the code, the verified session, their requests, answers and
 * documents, and the reminders and message notices choices. Not the signed-in client (no account: ADR 031); the
 * verified session travels as `Authorization: Bearer` (status-fetch.ts).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { closingDocumentSchema } from "#core/api/closing-documents.ts";
import {
  closingRequestListSchema,
  closingRequestSchema,
  statusCodeSentSchema,
  statusSessionSchema,
  statusVerificationChoicesSchema,
} from "#core/api/closing-request.ts";
import {
  statusRemindersSchema,
  type RequestAnswerBodyInput,
  type StatusVerificationCheck,
  type StatusVerificationSend,
} from "#core/closing/request-input.ts";
import { statusMessageNoticesAnswerSchema } from "#core/api/status-message-notices.ts";
import { ApiError } from "#app/lib/api/api-error.ts";
import { getStatusJson, sendStatusJson, statusPath } from "./status-fetch.ts";

export const statusRequestKeys = {
  choices: (token: string) => ["status", token, "verification"] as const,
  requests: (token: string) => ["status", token, "requests"] as const,
};

/** The session is over (30 minutes, the link replaced): confirm who you are again. */
export function isVerificationNeeded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function useVerificationChoices(token: string) {
  return useQuery({
    queryKey: statusRequestKeys.choices(token),
    queryFn: ({ signal }) => getStatusJson(`${statusPath(token)}/verification`, statusVerificationChoicesSchema, signal),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useSendCode(token: string) {
  return useMutation({
    mutationFn: (body: StatusVerificationSend) => sendStatusJson(`${statusPath(token)}/verification`, statusCodeSentSchema, { body }),
  });
}

export function useCheckCode(token: string) {
  return useMutation({
    mutationFn: (body: StatusVerificationCheck) => sendStatusJson(`${statusPath(token)}/verification/check`, statusSessionSchema, { body }),
  });
}

export function useStatusRequests(token: string, session: string) {
  return useQuery({
    queryKey: statusRequestKeys.requests(token),
    queryFn: ({ signal }) => getStatusJson(`${statusPath(token)}/requests`, closingRequestListSchema, signal, session),
    refetchOnWindowFocus: false,
    // An ended session is not retried: the page asks the person to confirm who they are again.
    retry: (count, error) => !isVerificationNeeded(error) && !(error instanceof ApiError && error.isClientError) && count < 2,
  });
}

const requestPath = (token: string, requestId: string) => `${statusPath(token)}/requests/${encodeURIComponent(requestId)}`;

export function uploadStatusRequestDocument(token: string, session: string, requestId: string, file: File) {
  const form = new FormData();
  form.set("file", file, file.name);
  return sendStatusJson(`${requestPath(token, requestId)}/documents`, closingDocumentSchema, { body: form, session });
}

export function useAnswerStatusRequest(token: string, session: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: RequestAnswerBodyInput }) =>
      sendStatusJson(`${requestPath(token, requestId)}/answers`, closingRequestSchema, { body, session }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusRequestKeys.requests(token) }),
  });
}

export function useSetReminders(token: string, session: string) {
  return useMutation({
    mutationFn: (reminders: boolean) =>
      sendStatusJson(`${statusPath(token)}/reminders`, statusRemindersSchema, { method: "PUT", body: { reminders }, session }),
  });
}

export function useSetMessageNotices(token: string, session: string) {
  return useMutation({
    mutationFn: (messageNotices: boolean) =>
      sendStatusJson(`${statusPath(token)}/message-notices`, statusMessageNoticesAnswerSchema, { method: "PUT", body: { message_notices: messageNotices }, session }),
  });
}
