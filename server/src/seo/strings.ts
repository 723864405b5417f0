/** The Albanian text of the static pages made for search engines and link previews. */
export const seoStrings = {
  openLive: 'Shiko pronën në faqen tonë',
  backToListings: 'Të gjitha pronat',
  details: 'Të dhënat kryesore',
  description: 'Përshkrimi',
  photos: 'Fotot',
  contact: 'Na kontaktoni',
  phone: 'Telefoni',
  email: 'E-mail',
  address: 'Adresa',
  reducedFrom: 'Çmimi i mëparshëm',
  posted: 'Publikuar më',
} as const;
