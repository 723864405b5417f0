/** The inquiry e-mail the agency receives, in Albanian. */
export const MAIL_STRINGS = {
  subjectListing: (brand: string, who: string, listingId: string) => `[${brand}] Kërkesë e re për pronën ${listingId} nga ${who}`,
  subjectGeneral: (brand: string, who: string) => `[${brand}] Mesazh i ri nga ${who}`,
  unnamedVisitor: 'një vizitor',
  intro: 'Një vizitor i faqes ju dërgoi një mesazh.',
  name: 'Emri',
  phone: 'Telefoni',
  email: 'E-mail',
  listing: 'Prona',
  page: 'Faqja',
  /** A page line that is not a link of this site, shown as the visitor sent it. */
  pageText: 'Dërguar nga',
  time: 'Koha',
  message: 'Mesazhi',
  missing: '—',
  replyHint: 'Përgjigjuni këtij e-maili për t’i shkruar vizitorit.',
  noReplyHint: 'Vizitori nuk la e-mail: përgjigjuni me telefon.',
  footer: 'Ky e-mail u dërgua automatikisht nga faqja. Mesazhi ruhet edhe në kutinë e mesazheve.',
} as const;
