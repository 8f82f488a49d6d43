/** pipeline_notes.kind: an internal note, or a reply e-mailed to the lead's address (core/admin/pipeline-notes.ts). */
export const PIPELINE_NOTE_KIND_VALUES = ["note", "email"] as const;
export type PipelineNoteKind = (typeof PIPELINE_NOTE_KIND_VALUES)[number];
