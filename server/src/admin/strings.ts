/** The Albanian text the server itself shows the back office. */
export const adminStrings = {
  /** Above the preview of a listing's public page (admin/preview.ts). */
  previewNotice: (id: string) => `Paraparje e pronës ${id}: kështu do ta shohë publiku pasi ta publikoni. Kjo faqe është vetëm për zyrën.`,
} as const;
