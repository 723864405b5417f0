/**
 * The contract between the shell and the remotes: domain types, the names of the
 * exposed modules, the props each takes, and the messages on the bus.
 * Bump the shared package's version whenever anything here changes shape.
 */
import type { DetailKey, DocumentCode } from './listing-fields';

export const CATEGORIES = ['apartment', 'house', 'land', 'building', 'office'] as const;
export type Category = (typeof CATEGORIES)[number];

export const OPTIONS = ['Në Shitje', 'Me Qera'] as const;
export type ListingOption = (typeof OPTIONS)[number];

export const CITIES = [
  'Ferizaj',
  'Fushë Kosovë',
  'Gjilan',
  'Graçanicë',
  'Istog',
  'Kamenicë',
  'Lipjan',
  'Malishevë',
  'Novobërdë',
  'Obiliq',
  'Pejë',
  'Podujevë',
  'Prishtinë',
  'Prizren',
  'Rahovec',
] as const;
export type City = (typeof CITIES)[number];

/** The value of the contact form's `form-name` field, as form-hosting services expect it. */
export const CONTACT_FORM_NAME = 'contact';

/** Price is a number in EUR or the text "Me Marrëveshje" (by agreement). */
export const PRICE_BY_AGREEMENT = 'Me Marrëveshje';
export type Price = number | typeof PRICE_BY_AGREEMENT;

// A listing's details are declared once, in listing-fields.ts; these are derived from it.
export {
  DETAIL_FIELDS,
  DETAIL_GROUPS,
  DETAIL_KEYS,
  DETAIL_PAGE_FIELDS,
  DETAIL_TYPES,
  DOCUMENTS,
  EDITABLE_FIELDS,
  INDEXED_DETAILS,
  INDEXED_FIELDS,
  LISTING_FIELDS,
  TEXT_MAX_LENGTH,
  TRANSLATED_FIELDS,
  TRANSLATION_LOCALES,
  detailField,
  detailGroupOf,
  detailsPlacedIn,
  isDetailKey,
  type DetailField,
  type DetailGroup,
  type DetailKey,
  type DetailType,
  type DocumentCode,
  type ListingField,
  type ListingFieldName,
  type TranslatedField,
  type TranslationLocale,
} from './listing-fields';
import { TEXT_MAX_LENGTH as FIELD_TEXT_MAX_LENGTH, type TranslatedField, type TranslationLocale } from './listing-fields';
/** A detail's value; a list only for a `documents` detail (its codes). */
export type DetailValue = string | number | boolean | null | undefined | readonly string[];
export type ListingDetails = Partial<Record<DetailKey, DetailValue>> & Record<string, unknown>;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * The statuses the public sees besides 'active' (which is the absence of one): a reserved or sold
 * listing stays on the site with its badge for 30 days after its status changed.
 */
export const PUBLIC_STATUSES = ['reserved', 'sold'] as const;
export type PublicStatus = (typeof PUBLIC_STATUSES)[number];

/** A listing's title and description in one other language: each absent when not given (never ''). */
export type ListingTranslation = Partial<Record<TranslatedField, string>>;

/** A listing's translations by language ('en', 'de'): a language absent when neither text is given. */
export type ListingTranslations = Partial<Record<TranslationLocale, ListingTranslation>>;

/** A listing as the site uses it (after loading: active only, numeric coordinates). */
export interface Listing {
  id: string;
  active: boolean;
  /** 'reserved' or 'sold' while the public still sees it (with a badge); absent when available. */
  status?: PublicStatus;
  title: string;
  description: string;
  category: Category | string;
  option: ListingOption | string;
  city: string;
  subcity: string;
  price: Price;
  reducedPrice?: number | null;
  images: string[];
  /**
   * Each image's caption, in the order of `images` ('' for none): the agent's words for a photo,
   * its public alt text (`photoAlt`, shared/ui/gallery/strings.ts; without one 'Pamje e pronës N').
   * Absent when no photo has a caption, so listings without captions keep the SPEC shape.
   */
  captions?: string[];
  createdAt: string;
  geoPoint?: GeoPoint | null;
  details: ListingDetails;
  /**
   * The title and description in the site's other languages, as the agency gave them (trimmed,
   * optional each). A page in such a language shows them, else the Albanian text
   * (listings/listingText.ts). Absent when there are none, so listings without keep the SPEC shape.
   */
  translations?: ListingTranslations;
}

/**
 * The sort orders, each also its word in the URL (`sort=cheapest`); the first is the default,
 * which the URL leaves out. The price orders compare what a price range compares (listings/priceRange.ts).
 */
export const SORT_ORDERS = ['newest', 'oldest', 'cheapest', 'priciest', 'largest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Filter state (SPEC section 3). Absent keys mean "no filter". */
export interface Filters {
  /** 'Kërko': words the title, description or id must hold (listings/textSearch.ts), as typed. */
  text?: string;
  category?: string[];
  option?: string[];
  /** A price range in EUR (listings/priceRange.ts: totals, or rents when only rentals are searched). */
  price?: { min?: number; max?: number };
  /** An area range in m² ('Sipërfaqja nga' / 'Sipërfaqja deri'), compared with the listing's `area` detail. */
  area?: { min?: number; max?: number };
  /** The least number of rooms ('Dhoma: 2+'), of the listing's `rooms` detail. */
  rooms?: number;
  /** The least number of bedrooms ('Dhoma gjumi: 3+'), of the listing's `bedrooms` detail. */
  bedrooms?: number;
  /** A city, or 'all'. */
  place?: string;
  /** A neighbourhood of the chosen city ('Lagjja': a listing's `subcity`); it goes with the city. */
  neighbourhood?: string;
  id?: string;
  /** The map's area the visitor searched in ('Kërko në këtë zonë'): its listings' public points only. */
  bounds?: MapBounds;
  /** Documents a listing must all have ('Dokumentacioni'). */
  documents?: DocumentCode[];
  /** true: reserved and sold listings are hidden ('Fshih të shiturat'); false is no filter. */
  available?: boolean;
}

/** A box on the map, in degrees: west and south edges, then east and north (the URL's `bbox` order). */
export type MapBounds = [west: number, south: number, east: number, north: number];

export type ListingsView = 'grid' | 'map';

/**
 * SPEC: map mode lives in the listings URL as `view=harta`, and leaving it removes the parameter.
 * The shell (its layout and the server's first view) and the listings remote's toggle read it.
 */
export const MAP_MODE_QUERY = { key: 'view', value: 'harta' } as const;
export const isMapMode = (search: URLSearchParams): boolean => search.get(MAP_MODE_QUERY.key) === MAP_MODE_QUERY.value;

/** The query (with its '?') of the same search in `view`: map mode or the grid. */
export function viewSearch(current: URLSearchParams, view: ListingsView): string {
  const next = new URLSearchParams(current);
  if (view === 'map') next.set(MAP_MODE_QUERY.key, MAP_MODE_QUERY.value);
  else next.delete(MAP_MODE_QUERY.key);
  return `?${next.toString()}`;
}

/** The names of the remotes; federation `name` and folder name are the same. */
export const REMOTE_NAMES = ['mfe-listings', 'mfe-detail', 'mfe-map', 'mfe-contact', 'mfe-admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Every exposed module, as `<remote>/<Entry>`. */
export const EXPOSED = {
  listingsPage: 'mfe-listings/ListingsPage',
  filterStrip: 'mfe-listings/FilterStrip',
  /** 'Të preferuarat': the listings this browser saved, or a list shared by link. */
  favouritesPage: 'mfe-listings/FavouritesPage',
  detailPage: 'mfe-detail/DetailPage',
  detailPreview: 'mfe-detail/DetailPreview',
  mapPanel: 'mfe-map/MapPanel',
  contactSheet: 'mfe-contact/ContactSheet',
  adminApp: 'mfe-admin/AdminApp',
} as const;
export type ExposedModule = (typeof EXPOSED)[keyof typeof EXPOSED];

// Props of the exposed components.
export type ListingsPageProps = Record<string, never>;
export type FilterStripProps = Record<string, never>;
export type FavouritesPageProps = Record<string, never>;
export interface DetailPageProps {
  id: string;
}
export interface DetailPreviewProps {
  id: string;
  onClose: () => void;
}
export interface MapPanelProps {
  /** Height of the panel; the map fills it. */
  height?: number | string;
  /**
   * Drawn out of sight ahead of the visitor's first tap (the shell's rehearsal, which runs the
   * map's code and styles its elements): every part is drawn, but no tile is fetched. Set
   * false later, the same map is shown: its tiles load as at a first drawing.
   */
  rehearsal?: boolean;
}
/** The back office under /admin: its own routes below that path (the shell mounts it at `admin/*`). */
export type AdminAppProps = Record<string, never>;
export interface ContactSheetProps {
  /** The request that caused the sheet to load; later requests arrive over the bus. */
  initialRequest?: ContactRequest;
}

// Bus messages.
export interface PreviewRequest {
  listingId: string;
}
export interface ContactRequest {
  /** The listing the visitor is asking about, when opened from a listing. */
  listingId?: string;
}
export interface SelectedListing {
  listingId: string;
  /** Who selected it: the grid asks the map to pan, the map tells the grid. */
  source: 'grid' | 'map';
  /**
   * The map covers the page (fullscreen): its popup shows the listing, and the grid behind it
   * neither turns to the card nor scrolls it into view (a scroll under a fullscreen map moved it
   * and closed the popup).
   */
  covered?: boolean;
}

// The back office's API, between the server and mfe-admin.
/**
 * Where a listing stands: the public sees active ones, reserved and sold ones with a badge for
 * 30 days after their status changed (server/src/projection/status-window.ts); withdrawn ones
 * are hidden at once; a draft ('Skicë', a new listing's status until 'Publiko') never was public.
 */
export const LISTING_STATUSES = ['draft', 'active', 'reserved', 'sold', 'withdrawn'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** One row of the back office's listings table. */
export interface AdminListingRow {
  id: string;
  title: string;
  city: string;
  category: Listing['category'];
  option: Listing['option'];
  /** Euros; null is "Me Marrëveshje". */
  price: number | null;
  reducedPrice: number | null;
  status: ListingStatus;
  photos: number;
  /** The cover's small version (-600.webp), through the back office's photo route when it is ours; null without photos. */
  thumbnailUrl: string | null;
  createdAt: string;
  updatedAt: string;
  /** Views of its public page over the last VIEWS_WINDOW_DAYS days (people only, each once a day). */
  views: number;
  /** Contact messages about it over the same days, spam aside. */
  inquiries: number;
}

/** How many days, today's included, the back office's views and inquiries cover. */
export const VIEWS_WINDOW_DAYS = 30;

/** What one listing earned over the last VIEWS_WINDOW_DAYS days (`GET /admin/api/listings/{id}/views`). */
export interface AdminListingViews {
  /** The first and last day ('YYYY-MM-DD', the agency's days: Europe/Belgrade). */
  from: string;
  to: string;
  /** Every day of the window, oldest first, days without views as 0. */
  days: { day: string; views: number }[];
  views: number;
  inquiries: number;
}

/** A listing's photo as the back office shows it: public addresses and the uploader's name, never the original's key. */
export interface AdminPhoto {
  id: number;
  position: number;
  isCover: boolean;
  url: string;
  thumbnailUrl: string;
  displayName: string | null;
  /** The agent's caption ('' for none), the photo's public alt text. */
  caption: string;
}

/**
 * An upload's photo whose picture was already among its listing's photos (or earlier in the same
 * upload): stored, and the agent is asked whether to keep it ('Kjo foto është tashmë te kjo pronë.').
 */
export interface DuplicatePhoto {
  /** The new photo's id. */
  photoId: number;
  /** The photo it repeats. */
  samePictureAs: number;
}

/** A photo caption's length limit: one short line, as alt text should be. */
export const PHOTO_CAPTION_MAX_LENGTH = FIELD_TEXT_MAX_LENGTH.caption;

/** Who is signed in, as the sign-in and the session probe answer it. */
export interface AdminUserInfo {
  email: string;
  name: string;
}

/**
 * A place the back office's point picker can jump to (`GET /admin/api/places`): a city, or a
 * neighbourhood of it, at the middle of its listings' exact points. Admin data: never public.
 */
export interface AdminPlace {
  city: string;
  /** Absent for the city as a whole. */
  neighbourhood?: string;
  latitude: number;
  longitude: number;
  /** Listings with a point there. */
  count: number;
}

/** A back-office password's length: long enough to resist guessing, short enough not to cost a hash of a megabyte. */
export const PASSWORD_LENGTH = { min: 12, max: 1024 } as const;

/** A back-office user as the 'Përdoruesit' screen lists it (`GET /admin/api/users`). */
export interface AdminUserRow {
  id: number;
  email: string;
  name: string;
  createdAt: string;
  lastLoginAt: string | null;
  /** Invited and not yet through the invitation's link: no password of their own yet. */
  invited: boolean;
  /** The user asking. */
  you: boolean;
}

/** The answer to adding a user: the row, and whether the invitation went by e-mail or is `link` to hand on. */
export interface AdminInviteAnswer {
  user: AdminUserRow;
  mailed: boolean;
  /** Only when no mail can be sent (no SMTP configured): the invitation link for the adding user to pass on. */
  link?: string;
}

/** One listing as the back office's form edits it: exact point included, with its status. */
export interface AdminListing {
  listing: Listing;
  status: ListingStatus;
  statusChangedAt?: string;
  photos: number;
}

/** A refused field of a save: its path in the listing ('details.area') and why. */
export interface AdminFieldProblem {
  path: string;
  message: string;
}

/** A value an audit row says a field had, or took: as the store keeps it (a text cut to 1,000 characters). */
export type AdminAuditValue = string | number | boolean | null | readonly string[] | readonly number[] | { latitude: number; longitude: number };

/**
 * What one change changed: a field by its path in the listing ('price', 'details.area', the
 * same paths a refused save names), or a photo's or a message's own ('photos.order',
 * 'photos.cover', 'state', 'note', 'assignee'), from one value to another.
 */
export interface AdminAuditChange {
  field: string;
  from: AdminAuditValue;
  to: AdminAuditValue;
}

/** One row of the audit log, newest first. */
export interface AdminAuditEntry {
  id: number;
  at: string;
  userId: number | null;
  /** The user's e-mail while the user exists. */
  userEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  /** The listing the change touched (itself, one of its photos, a message about it), or null. */
  listingId: string | null;
  /** What changed, field by field (empty when the action says it all: a sign-in, a new listing). */
  changes: AdminAuditChange[];
  /** The rest the action carries: a new listing's `title`, a new user's `name`, photos' `names`. */
  details: Record<string, unknown>;
}

/** What the audit log can be narrowed to: one listing, one user's actions, and rows older than `before` (an id). */
export interface AdminAuditFilter {
  listingId?: string;
  userId?: number;
  before?: number;
}

/** A page of the audit log: `nextBefore` asks for the rows after it (older), null at the end. */
export interface AdminAuditPage {
  entries: AdminAuditEntry[];
  nextBefore: number | null;
}

/** The states of a contact message; spam is the honeypot's folder. */
export const MESSAGE_STATES = ['new', 'read', 'answered', 'spam'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const INBOX_FOLDERS = ['inbox', 'spam'] as const;
export type InboxFolder = (typeof INBOX_FOLDERS)[number];

/** Where a message came from: a listing or page of this site (a link), or text (never a link). */
export type MessageSource =
  | { kind: 'listing'; listingId: string; path: string; url: string }
  | { kind: 'page'; url: string; path: string }
  | { kind: 'text'; text: string }
  | { kind: 'none' };

/** A contact message as the inbox shows it. */
export interface InboxMessage {
  id: string;
  receivedAt: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  /** 'Prona: {id}' or 'Faqja: {url}', or ''. */
  page: string;
  source: MessageSource;
  /** The title of the listing it was sent from, as it is now; null for a page, or a listing that is gone. */
  listingTitle: string | null;
  state: MessageState;
  stateChangedAt: string;
  /** The agency's note ('Shënim'), '' when none. */
  note: string;
  /** The agent the message is assigned to, or null. */
  assignee: AdminAssignee | null;
}

/** A back-office user a message can be assigned to. */
export interface AdminAssignee {
  id: number;
  email: string;
  name: string;
}

/** The longest note on a message, in characters. */
export const MESSAGE_NOTE_MAX_LENGTH = 2000;

/** One page of a folder of the inbox, with the unread count for the menu. */
export interface InboxPage {
  folder: InboxFolder;
  /** The search the page answers ('' for none). */
  query: string;
  page: number;
  pageSize: number;
  pages: number;
  total: number;
  unread: number;
  messages: InboxMessage[];
}

/** A file an upload refused, with the admin's message in Albanian. */
export interface RefusedUpload {
  fileName: string;
  code: string;
  message: string;
}

/**
 * The User Timing mark the shell sets when it begins fetching code ahead for the next tap.
 * Everything the page fetches before it is the page's own load; `pnpm bench` splits a route's
 * bytes at this mark.
 */
export const PREFETCH_MARK = 'prefetch-next-code';

/**
 * The id of the element every app's page renders into: each app's index.html has
 * `<div id="root"></div>`, the server puts its markup there, the shell hydrates or renders it.
 */
export const APP_ROOT_ID = 'root';

/**
 * The attribute the server marks the app root with when it holds server-rendered markup: the
 * shell hydrates it instead of rendering anew, and keeps the taps made on it until then.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';

/**
 * The id of the `<script type="application/json">` in which the server writes the remotes map
 * into every app page (saving the app its request to /remotes.json).
 */
export const REMOTES_MAP_ELEMENT_ID = 'remotes-map';

/**
 * The attribute the shell sets on `#root` once the app has taken the page over: React has
 * committed the root and every remote region the page starts with (hydrated from the server's
 * markup, or rendered). From then on every control on the page answers; tests and the bench
 * wait for it instead of guessing from React's internals.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The attribute of a modal `<dialog>` that covers the whole screen (the filter dialog): while
 * one is open, the page's main region and footer behind it are not drawn (the shell's
 * Layout.module.css), so opening it does not restyle what nobody can see.
 */
export const COVERS_PAGE_ATTRIBUTE = 'data-covers-page';

/**
 * The data a server render of a page is given besides its path, as the server computed it for
 * the request: the same object goes from the server's page handler through its render thread
 * (server/src/ssr/route-render.ts) to the shell's server-render build (shell/src/server-render.tsx),
 * which reads each part again before it trusts it.
 */
export interface ServerRenderData {
  /** The listings page for the search (shared/listings firstPageJson). */
  firstPage?: unknown;
  /** Map mode's opening markers (shared/listings mapOpening.ts). */
  mapOpening?: unknown;
  /** The listing a detail page shows (shared/listings detailListingJson). */
  listing?: unknown;
  /** The site's public address as the server names it (SITE_URL, else the site configuration's): a share link's URL. */
  siteUrl?: string;
}
