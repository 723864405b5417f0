/** Every visible string of the listings remote, in Albanian. */
export const strings = {
  empty: 'Nuk ka asnjë pronë',
  loading: 'Duke ngarkuar pronat…',
  count: (n: number) => (n === 1 ? '1 pronë' : `${n} prona`),
  openInNewTab: 'Hap në skedë të re',
  listingId: 'ID',
} as const;
