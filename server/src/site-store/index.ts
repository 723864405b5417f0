/** The running server's store: public data projected from it, contact messages stored in it. */
export { openSiteStore, type SiteStore, type SiteStoreOptions } from './site-store';
export { StoreUnavailableError } from './unavailable';
