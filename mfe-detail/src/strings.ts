/** Every visible string of the detail remote, in Albanian. */
export const strings = {
  loading: 'Duke ngarkuar pronën…',
  breadcrumb: {
    label: 'Navigimi i pronës',
    back: 'Mbrapa',
    id: 'ID',
    copyLink: 'Kopjo lidhjen e pronës',
    copied: 'Lidhja u kopjua',
    openInNewTab: 'Hape pronën në një skedë të re',
    close: 'Mbyll parapamjen',
  },
  gallery: {
    label: 'Fotot e pronës',
    openImage: (position: number, count: number) => `Hap foton ${position} nga ${count}`,
    // Holds the count button's visible text ('5 foto'), as voice control needs (WCAG 2.5.3).
    showAll: (count: number) => (count === 1 ? 'Shiko 1 foto' : `Shiko të gjitha ${count} fotot`),
    count: (count: number) => (count === 1 ? '1 foto' : `${count} foto`),
    more: (count: number) => `+${count}`,
    noImages: 'Kjo pronë nuk ka ende foto',
  },
  /** SPEC 2 'Image gallery': the alt text is 'Pamje e pronës' and the 1-based position. */
  imageAlt: (position: number) => `Pamje e pronës ${position}`,
  preview: {
    label: 'Shikuesi i fotove',
    position: (position: number, count: number) => `${position} / ${count}`,
    previous: 'Fotoja e mëparshme',
    next: 'Fotoja tjetër',
    close: 'Mbyll shikuesin e fotove',
    showAll: 'Shfaq të gjitha',
    showOne: 'Një nga një',
  },
  facts: {
    location: 'Vendndodhja',
    createdAt: 'Publikuar më',
    oldPrice: 'Çmimi i mëparshëm',
    mainDetails: 'Detajet kryesore',
    details: 'Detajet',
    description: 'Përshkrimi',
  },
  contact: {
    title: 'Jeni të interesuar?',
    text: 'Na shkruani ose na telefononi për më shumë informata apo për ta vizituar pronën.',
    reference: (shortId: string) => `Referenca e pronës: ${shortId}`,
    phone: 'Telefoni',
    message: 'Dërgo Mesazh',
    call: 'Telefono',
    callLabel: (phone: string) => `Telefono ${phone}`,
    floatingLabel: 'Kontakto agjencinë',
  },
  recommendations: {
    title: 'Të rekomanduara',
    showAll: 'Shfaq të gjitha →',
    scrollBack: 'Shfaq pronat e mëparshme',
    scrollForward: 'Shfaq pronat e tjera',
    newTab: '(hapet në një skedë të re)',
  },
} as const;
