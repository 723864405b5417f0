/** Every visible string of the map remote, in Albanian. */
export const strings = {
  region: 'Harta e pronave',
  privacyNotice: 'Harta tregon vendndodhjen e përafërt (~500m) për të mbrojtur privatësinë.',
} as const;
