/**
 * What a document list says instead of Download once the daily retention run removed the stored
 * copy (closing_documents.disposed_at; server/retention/). Its own module: the status page's
 * documents import it, and must not carry the whole policy's words with it.
 */
export const DISPOSED_DOCUMENT_WORDS = "Stored copy deleted under the retention policy";
