/** A number of listings: '1 pronë', '23 prona'. */
const listingCount = (n: number) => (n === 1 ? '1 pronë' : `${n} prona`);

/** Every visible string of the listings remote, in Albanian. */
export const strings = {
  page: {
    heading: 'Pronat',
    count: listingCount,
    sortLabel: 'Shfaq:',
    loading: 'Duke ngarkuar pronat…',
    empty: 'Nuk ka asnjë pronë',
    emptyHint: 'Asnjë pronë nuk përputhet me këta filtra. Provoni të hiqni disa prej tyre.',
    clearFilters: 'Fshij filtrat',
    failed: 'Pronat nuk u ngarkuan.',
    failedHint: 'Kontrolloni lidhjen me internetin dhe provoni përsëri.',
    retry: 'Provo përsëri',
  },
  pagination: {
    label: 'Faqet e pronave',
    previous: 'Faqja e mëparshme',
    next: 'Faqja tjetër',
    page: (n: number) => `Faqja ${n}`,
  },
  card: {
    openInNewTab: 'Hap në skedë të re',
    id: 'ID',
    created: 'Shtuar',
    /** The mark of a listing whose papers are complete. */
    papersComplete: 'Dokumente të plota',
    /** Its tooltip (and accessible name, beginning with its visible text): the papers it stands for. */
    papersCompleteTitle: (documents: readonly string[]) => `Dokumente të plota: ${documents.join(', ')}`,
  },
  strip: {
    label: 'Filtrat e pronave',
    city: 'Qyteti',
    type: 'Lloji',
    status: 'Statusi',
    documents: 'Dokumentacioni',
    id: 'ID',
    several: (n: number) => `${n} të zgjedhura`,
    noId: 'Asnjë ID e tillë',
    filters: 'Filtrat',
    filtersActive: 'Filtrat, ka filtra aktivë',
    chips: 'Filtrat aktivë',
    removeChip: (label: string) => `Hiq filtrin ${label}`,
    clearAll: 'Fshij të gjitha',
    view: 'Pamja',
    grid: 'Pronat',
    map: 'Harta',
  },
  /** 'Kërko': the text search, in the strip and in the dialog. */
  text: {
    label: 'Kërko',
    placeholder: 'Fjalë ose ID',
    clear: 'Fshij kërkimin',
    /** The server could not search the descriptions: the grid shows the titles' and ids' matches. */
    degraded: 'Përshkrimet nuk u kërkuan: kërkimi i plotë nuk u përgjigj. Rezultatet vijnë vetëm nga titujt dhe ID-të.',
    retry: 'Provo përsëri',
  },
  dialog: {
    title: 'Filtrat',
    close: 'Mbyll filtrat',
    cityAndId: 'Qyteti dhe ID',
    neighbourhood: 'Lagjja',
    neighbourhoodNeedsCity: 'Zgjidhni më parë qytetin',
    neighbourhoodChoice: (name: string, count: number) => `${name} (${count})`,
    price: 'Çmimi',
    priceFrom: 'Çmimi nga',
    priceTo: 'Çmimi deri',
    perMonth: '€/muaj',
    priceSlider: 'Çmimi maksimal',
    priceUpTo: (label: string) => `Deri në ${label}`,
    priceAny: 'Çdo çmim',
    area: 'Sipërfaqja',
    areaFrom: 'Sipërfaqja nga',
    areaTo: 'Sipërfaqja deri',
    squareMetres: 'm²',
    rooms: 'Dhomat',
    /** A least count's choice of none ('Dhoma': Çdo, 1+, 2+…). */
    anyCount: 'Çdo',
    /** Under 'Fshih të shiturat' (its label is the chip's, shared/format): what it hides. */
    hideSoldHint: 'Pronat e rezervuara dhe të shitura nuk shfaqen',
    type: 'Lloji',
    status: 'Statusi',
    documents: 'Dokumentacioni',
    clear: 'Fshij',
    apply: 'Shto',
    /** 'Shto' once it knows how many listings the draft finds: the SPEC's word stays first. */
    applyCount: (n: number) => `Shto · ${listingCount(n)}`,
  },
} as const;
