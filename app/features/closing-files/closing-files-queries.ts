/**
 * An agent's or lender's closing files, their documents, their milestone e-mail choices and
 * their private calendar address, through the one API client. Mutations refresh what they change.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { calendarAddressSchema, issuedCalendarAddressSchema, type CalendarAddress } from "#core/api/calendar.ts";
import { closingDocumentLinkSchema, closingDocumentListSchema, closingDocumentSchema } from "#core/api/closing-documents.ts";
import { partyClosingFileSchema } from "#core/api/closing-file.ts";
import { closingRequestListSchema, closingRequestSchema } from "#core/api/closing-request.ts";
import { notificationPreferencesViewSchema, type NotificationPreferencesInput } from "#core/api/notification-preferences.ts";
import type { DocumentVisibility } from "#core/closing/closing-enums.ts";
import type { RequestAnswerBodyInput } from "#core/closing/request-input.ts";
import { api } from "#app/lib/api/api-client.ts";

export const closingFileKeys = {
  file: (id: string) => ["closing-files", id] as const,
  documents: (id: string) => ["closing-files", id, "documents"] as const,
  requests: (id: string) => ["closing-files", id, "requests"] as const,
  preferences: ["me", "notification-preferences"] as const,
  calendar: ["me", "calendar"] as const,
};

const filePath = (id: string) => `/api/v1/closing-files/${encodeURIComponent(id)}`;

export function useClosingFile(id: string) {
  return useQuery({ queryKey: closingFileKeys.file(id), queryFn: ({ signal }) => api.get(filePath(id), { schema: partyClosingFileSchema, signal }) });
}

export function useClosingDocuments(id: string) {
  return useQuery({
    queryKey: closingFileKeys.documents(id),
    queryFn: ({ signal }) => api.get(`${filePath(id)}/documents`, { schema: closingDocumentListSchema, signal }),
  });
}

/** A short-lived signed link to one document: asked for at the click, so it never expires on the page. */
export function useDocumentLink(fileId: string) {
  return useMutation({
    mutationFn: (docId: string) => api.post(`${filePath(fileId)}/documents/${encodeURIComponent(docId)}/link`, undefined, { schema: closingDocumentLinkSchema }),
  });
}

export interface DocumentUpload {
  file: File;
  label: string;
  visibility: Exclude<DocumentVisibility, "staff">;
}

export function useUploadDocument(fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, label, visibility }: DocumentUpload) => {
      // The fields come before the file: the server reads them before it streams the file.
      const form = new FormData();
      form.set("visibility", visibility);
      if (label.trim()) form.set("label", label.trim());
      form.set("file", file, file.name);
      return api.post(`${filePath(fileId)}/documents`, form, { schema: closingDocumentSchema });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: closingFileKeys.documents(fileId) }),
  });
}

/** What the file needs from the caller and their side of the deal, each with can_answer. */
export function useClosingRequests(id: string) {
  return useQuery({
    queryKey: closingFileKeys.requests(id),
    queryFn: ({ signal }) => api.get(`${filePath(id)}/requests`, { schema: closingRequestListSchema, signal }),
  });
}

const requestPath = (fileId: string, requestId: string) => `${filePath(fileId)}/requests/${encodeURIComponent(requestId)}`;

/** A document for one request: kept with the request, sent with its answer by id. */
export function uploadRequestDocument(fileId: string, requestId: string, file: File) {
  const form = new FormData();
  form.set("file", file, file.name);
  return api.post(`${requestPath(fileId, requestId)}/documents`, form, { schema: closingDocumentSchema });
}

export function useAnswerRequest(fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: RequestAnswerBodyInput }) =>
      api.post(`${requestPath(fileId, requestId)}/answers`, body, { schema: closingRequestSchema }),
    // The answer's documents join the file's documents too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: closingFileKeys.requests(fileId) }),
        queryClient.invalidateQueries({ queryKey: closingFileKeys.documents(fileId) }),
      ]),
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: closingFileKeys.preferences,
    queryFn: ({ signal }) => api.get("/api/v1/me/notification-preferences", { schema: notificationPreferencesViewSchema, signal }),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: NotificationPreferencesInput) =>
      api.put("/api/v1/me/notification-preferences", value, { schema: notificationPreferencesViewSchema }),
    onSuccess: (saved) => queryClient.setQueryData(closingFileKeys.preferences, saved),
  });
}

export function useCalendarAddress() {
  return useQuery({ queryKey: closingFileKeys.calendar, queryFn: ({ signal }) => api.get("/api/v1/me/calendar", { schema: calendarAddressSchema, signal }) });
}

export function useNewCalendarAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/v1/me/calendar", undefined, { schema: issuedCalendarAddressSchema }),
    onSuccess: (created) => queryClient.setQueryData<CalendarAddress>(closingFileKeys.calendar, created),
  });
}

export function useTurnOffCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete("/api/v1/me/calendar"),
    onSuccess: () => queryClient.setQueryData<CalendarAddress>(closingFileKeys.calendar, { url: null, created_at: null }),
  });
}
