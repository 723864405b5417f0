// The search's one writer lives in shared/listings, so the map's 'Kërko në këtë zonë' writes the URL the same way.
export { useSearch, type Search, type SearchChange, type SearchChangeOptions } from 'shared/listings';
