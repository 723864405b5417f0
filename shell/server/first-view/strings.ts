/**
 * Albanian text of the first view. The shell's own texts come from the shell (top bar, home,
 * contact); the few lines the listings and map remotes draw are repeated here, word for
 * word, because the server cannot import a remote's package.
 */
import { seoStrings } from '../seo/strings';

export const firstViewStrings = {
  listingsHeading: 'Pronat',
  count: (n: number) => (n === 1 ? '1 pronë' : `${n} prona`),
  empty: 'Nuk ka asnjë pronë',
  sortLabel: 'Shfaq:',
  filtersLabel: 'Filtrat e pronave',
  pagination: 'Faqet e pronave',
  idLabel: 'ID',
  mapNotice: 'Harta tregon vendndodhjen e përafërt (~500m) për të mbrojtur privatësinë.',
  imageAlt: seoStrings.photoAlt,
} as const;
