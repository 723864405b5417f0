/** Every visible string of the shell, in Albanian. */
export const strings = {
  nav: { home: 'Home', listings: 'Pronat', contact: 'Kontakti', menu: 'Hap menunë', closeMenu: 'Mbyll menunë', mainMenu: 'Menuja kryesore' },
  logoLabel: (brand: string) => `${brand} – faqja e pronave`,
  slot: {
    loading: 'Duke u ngarkuar…',
    failedTitle: 'Kjo pjesë e faqes nuk u ngarkua',
    failedText: 'Pjesa tjetër e faqes punon. Provoni përsëri pas pak çastesh.',
    retry: 'Provo përsëri',
  },
  notFound: {
    title: 'Faqja nuk u gjet',
    text: 'Na vjen keq, nuk mundëm ta gjejmë faqen që kërkuat.',
    home: 'Kthehu në faqen kryesore',
    contact: 'Na kontaktoni',
  },
  footer: {
    about: 'Rreth Nesh',
    listings: 'Pronat',
    contact: 'Kontakti',
    follow: 'Na ndiqni',
    rights: (brand: string, year: number) => `© ${year} ${brand}. Të gjitha të drejtat e rezervuara.`,
  },
  contactPage: {
    title: 'Kontakti',
    intro: 'Na vizitoni në zyrë, na telefononi ose na shkruani. Ju përgjigjemi brenda ditës së punës.',
    address: 'Adresa',
    phone: 'Telefoni',
    email: 'E-mail',
    hours: 'Orari',
    hoursValue: 'E hënë – e shtunë, 09:00 – 18:00',
    send: 'Dërgo një mesazh',
    mapLabel: 'Zyra jonë në hartë',
    openMap: 'Hap në OpenStreetMap',
  },
  mapHeading: 'Pronat në hartë',
  skipToResults: 'Kalo te pronat',
  preview: { close: 'Mbyll parapamjen', title: 'Parapamja e pronës' },
} as const;
