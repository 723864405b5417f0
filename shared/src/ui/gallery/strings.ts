/** Visible and spoken text of the image gallery, in Albanian. */
export const galleryStrings = {
  label: 'Fotot e pronës',
  /** What a screen reader calls the gallery and each of its photos. */
  roleDescription: 'galeri',
  slideRoleDescription: 'foto',
  previous: 'Fotoja e mëparshme',
  next: 'Fotoja tjetër',
  dot: (position: number) => `Shko te fotoja ${position}`,
  position: (position: number, total: number) => `Fotoja ${position} nga ${total}`,
  empty: 'Nuk ka foto',
} as const;
