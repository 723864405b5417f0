import { t } from './i18n';

/** A number of listings: '1 pronë', '23 prona'. */
const listingCount = (n: number) => t('page.count', { count: n });

/** Every visible string of the listings remote, from its catalogue (src/messages) in the page's language. */
export const strings = {
  page: {
    get heading() { return t('page.heading'); },
    count: listingCount,
    get sortLabel() { return t('page.sortLabel'); },
    get loading() { return t('page.loading'); },
    get empty() { return t('page.empty'); },
    get emptyHint() { return t('page.emptyHint'); },
    get clearFilters() { return t('page.clearFilters'); },
    get failed() { return t('page.failed'); },
    get failedHint() { return t('page.failedHint'); },
    get retry() { return t('page.retry'); },
  },
  pagination: {
    get label() { return t('pagination.label'); },
    get previous() { return t('pagination.previous'); },
    get next() { return t('pagination.next'); },
    page: (n: number) => t('pagination.page', { n }),
  },
  /** 'Të preferuarat': the saved listings, or a list shared by link. */
  favourites: {
    get heading() { return t('favourites.heading'); },
    count: (n: number) => t('favourites.count', { count: n }),
    get sharedHeading() { return t('favourites.sharedHeading'); },
    get sharedIntro() { return t('favourites.sharedIntro'); },
    get addShared() { return t('favourites.addShared'); },
    get added() { return t('favourites.added'); },
    get openMine() { return t('favourites.openMine'); },
    get share() { return t('favourites.share'); },
    get shareHint() { return t('favourites.shareHint'); },
    get copied() { return t('favourites.copied'); },
    get empty() { return t('favourites.empty'); },
    get emptyHint() { return t('favourites.emptyHint'); },
    get sharedEmpty() { return t('favourites.sharedEmpty'); },
    get browse() { return t('favourites.browse'); },
    /** A saved listing no longer in the public data (withdrawn, or sold more than 30 days ago). */
    get gone() { return t('favourites.gone'); },
    get remove() { return t('favourites.remove'); },
  },
  card: {
    get openInNewTab() { return t('card.openInNewTab'); },
    get moreActions() { return t('card.moreActions'); },
    get id() { return t('card.id'); },
    get created() { return t('card.created'); },
    /** The mark of a listing whose papers are complete. */
    get papersComplete() { return t('card.papersComplete'); },
    /** Its tooltip (and accessible name, beginning with its visible text): the papers it stands for. */
    papersCompleteTitle: (documents: readonly string[]) => t('card.papersCompleteTitle', { documents: documents.join(', ') }),
  },
  strip: {
    get label() { return t('strip.label'); },
    get city() { return t('strip.city'); },
    get type() { return t('strip.type'); },
    get status() { return t('strip.status'); },
    get documents() { return t('strip.documents'); },
    get id() { return t('strip.id'); },
    several: (n: number) => t('strip.several', { n }),
    get noId() { return t('strip.noId'); },
    get filters() { return t('strip.filters'); },
    get filtersActive() { return t('strip.filtersActive'); },
    get chips() { return t('strip.chips'); },
    removeChip: (label: string) => t('strip.removeChip', { label }),
    get clearAll() { return t('strip.clearAll'); },
    get view() { return t('strip.view'); },
    get grid() { return t('strip.grid'); },
    get map() { return t('strip.map'); },
  },
  /** 'Kërko': the text search, in the strip and in the dialog. */
  text: {
    get label() { return t('text.label'); },
    get placeholder() { return t('text.placeholder'); },
    get clear() { return t('text.clear'); },
    /** The server could not search the descriptions: the grid shows the titles' and ids' matches. */
    get degraded() { return t('text.degraded'); },
    get retry() { return t('text.retry'); },
  },
  dialog: {
    get title() { return t('dialog.title'); },
    get close() { return t('dialog.close'); },
    get cityAndId() { return t('dialog.cityAndId'); },
    get neighbourhood() { return t('dialog.neighbourhood'); },
    get neighbourhoodNeedsCity() { return t('dialog.neighbourhoodNeedsCity'); },
    neighbourhoodChoice: (name: string, count: number) => t('dialog.neighbourhoodChoice', { name, count }),
    get price() { return t('dialog.price'); },
    get priceFrom() { return t('dialog.priceFrom'); },
    get priceTo() { return t('dialog.priceTo'); },
    get perMonth() { return t('dialog.perMonth'); },
    get priceSlider() { return t('dialog.priceSlider'); },
    priceUpTo: (label: string) => t('dialog.priceUpTo', { label }),
    get priceAny() { return t('dialog.priceAny'); },
    get area() { return t('dialog.area'); },
    get areaFrom() { return t('dialog.areaFrom'); },
    get areaTo() { return t('dialog.areaTo'); },
    get squareMetres() { return t('dialog.squareMetres'); },
    get rooms() { return t('dialog.rooms'); },
    /** A least count's choice of none ('Dhoma': Çdo, 1+, 2+…). */
    get anyCount() { return t('dialog.anyCount'); },
    /** Under 'Fshih të shiturat' (its label is the chip's, shared/format): what it hides. */
    get hideSoldHint() { return t('dialog.hideSoldHint'); },
    get type() { return t('dialog.type'); },
    get status() { return t('dialog.status'); },
    get documents() { return t('dialog.documents'); },
    get clear() { return t('dialog.clear'); },
    get apply() { return t('dialog.apply'); },
    /** 'Shto' once it knows how many listings the draft finds: the SPEC's word stays first. */
    applyCount: (n: number) => t('dialog.applyCount', { count: n }),
  },
  /** 'Më njofto për prona të reja': an alert of new listings for the page's search, by e-mail. */
  alert: {
    get open() { return t('alert.open'); },
    get intro() { return t('alert.intro'); },
    get email() { return t('alert.email'); },
    get frequency() { return t('alert.frequency'); },
    get instant() { return t('alert.instant'); },
    get daily() { return t('alert.daily'); },
    get privacy() { return t('alert.privacy'); },
    get submit() { return t('alert.submit'); },
    get sending() { return t('alert.sending'); },
    get sentTitle() { return t('alert.sentTitle'); },
    get sent() { return t('alert.sent'); },
    get errorEmail() { return t('alert.errorEmail'); },
    get errorFrequency() { return t('alert.errorFrequency'); },
    get busy() { return t('alert.busy'); },
    get unavailable() { return t('alert.unavailable'); },
    get failed() { return t('alert.failed'); },
  },
} as const;
