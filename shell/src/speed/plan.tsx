/**
 * The loading plan: what the site does only to be fast, in the order a visit meets it, each
 * with the bench figure that keeps it. The site works without any of it (links, forms and
 * native dialogs answer before the app has started; the app loads what a tap needs at the tap).
 *
 * The browser's run-ahead work lives in this folder and is wired to the app only here, so
 * removing one is a change to this file (and the deletion of its module). Mechanisms that must
 * sit inside what they speed (the server's page, the build, a component's first frame) are named
 * here with their files; `plan.test.ts` checks that every file named exists and that every
 * module of this folder is named.
 *
 * A mechanism stays only while removing it makes an early tap's figure worse beyond the noise
 * (`pnpm bench --compare <rev> --only interactions`, ≥ 8 runs a side): bench/README.md, "Mechanisms
 * re-judged with early taps", has each verdict by the ids below.
 */
import { PREFETCH_MARK } from 'shared/contracts';
import { contactCodeOnMenu, contactCodeOnReach } from './contactAhead';
import { useMapRehearsal, type MapAhead } from './MapRehearsal';
import { usePreviewAhead as previewAhead } from './previewAhead';
import { openRunAhead } from './runAhead';
import { savesData } from './savesData';
import { whenSettled } from './whenSettled';

export interface SpeedMechanism {
  /** Its name in bench/README.md's table of verdicts. */
  id: string;
  /** What it does, and when. */
  what: string;
  /** Where it lives, from the repository's root. */
  files: readonly string[];
}

export const SPEED_PLAN: readonly SpeedMechanism[] = [
  {
    id: 'scripts-after-main-image',
    what: "The page names no script: the inline app-start script adds the entry and the route's preload hints once the main image has loaded and two frames passed.",
    files: ['server/src/ssr/app-start.browser.js', 'server/src/ssr/preload.ts'],
  },
  {
    id: 'staged-start',
    what: "The start fetches every shared module it needs at once (loadShare, one call per task) and evaluates the largest one per task, so a tap on the painted page never waits behind one long task.",
    files: ['shell/src/index.ts'],
  },
  {
    id: 'compile-hints',
    what: "The start's chunks and what runs ahead carry V8's compile hint, compiled while streamed instead of function by function.",
    files: ['shared/build/rspack-preset.ts'],
  },
  {
    id: 'stylesheets-once',
    what: 'A stylesheet the server linked is never linked again by a chunk loader (a second link restyled the whole page).',
    files: ['shell/src/federation/plugins.ts', 'server/src/ssr/preload.ts'],
  },
  {
    id: 'select-stand-in',
    what: "The filter strip's selects are a closed field of plain markup until touched; then Mantine's Select loads and takes the input over (about 25 KB gzip out of every listings page's start).",
    files: ['shared/src/ui/select'],
  },
  {
    id: 'index-in-slices',
    what: 'The listings index comes in parts of 1,000 rows, decoded in slices of a few milliseconds.',
    files: ['shared/src/listings/tasks.ts'],
  },
  {
    id: 'glyphs',
    what: "A card's icons are glyphs, one element each (a CSS mask of the Tabler outline), not an inline SVG and its paths: the grid page has a third fewer elements to restyle when a dialog opens.",
    files: ['shared/src/ui/glyph/Glyph.tsx', 'shared/src/ui/glyph/Glyph.module.css', 'shared/build/glyphDataUrl.ts'],
  },
  {
    id: 'cards-skipped-offscreen',
    what: "A listing card far from the viewport is not styled, laid out or painted (content-visibility), so opening a modal dialog, which restyles the whole page it makes inert, leaves it out.",
    files: ['mfe-listings/src/ListingCard.module.css'],
  },
  {
    id: 'gallery-when-near',
    what: "A grid card's gallery is its cover photo until it comes within a screen of the viewport or a mouse points at it.",
    files: ['shared/src/ui/gallery/Gallery.tsx'],
  },
  {
    id: 'filter-panels-when-seen',
    what: "The filter dialog's panels after the first are styled, laid out and painted when scrolled near (content-visibility), and an opening with nothing to set again renders nothing before the dialog's first frame.",
    files: ['mfe-listings/src/filters/FilterDialog.module.css', 'mfe-listings/src/filters/FilterDialog.tsx'],
  },
  {
    id: 'filter-fields-next-frame',
    what: "The filter dialog's first frame is its header alone; its form, whose fields are styled for the first time as it opens, comes in the frame after (a one-keyframe CSS animation, so it works before the app has started).",
    files: ['mfe-listings/src/filters/FilterDialog.module.css'],
  },
  {
    id: 'page-hidden-behind-dialog',
    what: "While a dialog that covers the whole screen is open (the filter dialog), the page's main region and footer behind it are not drawn (content-visibility, their heights kept), so its opening restyles only what shows.",
    files: ['shell/src/layout/Layout.module.css', 'shared/src/contracts.ts'],
  },
  {
    id: 'menu-as-popover',
    what: "The phone's menu is shown as a popover, not a modal dialog: showModal() makes the page inert, which restyles all of it in the menu's first frame. Its own full-screen dimmed button keeps taps off the page, and the app keeps Tab inside.",
    files: ['shell/src/layout/MobileMenu.tsx', 'shell/src/layout/MobileMenu.module.css', 'shared/src/ui/useDialogElement.ts'],
  },
  {
    id: 'frame-first',
    what: "A tap paints its overlay's frame first; loads and pushState wait for the next paint; 'Harta' shows the map's frame until the map's code is in hand.",
    files: ['shared/src/ui/OverlayFrame.tsx', 'shared/src/ui/useFrameFirst.ts', 'shared/src/ui/afterNextPaint.ts', 'shell/src/pages/useMapWait.ts'],
  },
  {
    id: 'fetch-ahead',
    what: "Once the page has settled (loaded, network quiet for half a second), the code of what the page offers next is fetched without running: the overlays' shared modules, the detail, contact and map remotes' entries and chunks. Not for a visitor who saves data.",
    files: ['shell/src/speed/whenSettled.ts', 'shell/src/speed/idle.ts', 'shell/src/speed/nextCode.ts', 'shell/src/speed/savesData.ts', 'shared/build/sharedFallbackChunks.ts'],
  },
  {
    id: 'contact-code-on-intent',
    what: "The contact sheet's code runs when the visitor reaches for a 'Kontakti': the phone's menu has drawn its first frame, a pointer or focus is on one.",
    files: ['shell/src/speed/contactAhead.ts'],
  },
  {
    id: 'preview-code-on-intent',
    what: "The preview's code runs, and the records of the cards on screen are fetched, when a card is reached for: a pointer on one, or a scroll of settled cards come to rest.",
    files: ['shell/src/speed/previewAhead.ts'],
  },
  {
    id: 'map-rehearsal',
    what: "Once fetched, the map's code runs and the map is drawn once at its place, hidden and inert, in the visitor's quiet spells, then removed, so the first tap on 'Harta' runs warm code; a tap while it is drawn shows that map, as drawn, in its own frame.",
    files: ['shell/src/speed/runAhead.ts', 'shell/src/speed/MapRehearsal.ts', 'shell/src/speed/MapRehearsal.module.css', 'shell/src/pages/ListingsRoute.tsx'],
  },
];

/** Called once the app has begun to start: fetch ahead once the page has settled, then open the run-ahead queue. */
export function startSpeedLayer(): void {
  if (savesData()) return;
  whenSettled(() => {
    performance.mark(PREFETCH_MARK);
    import('./nextCode')
      .then((module) => module.prefetchNextCode())
      .then(openRunAhead)
      .catch(() => undefined);
  });
}

/** Where the page's own code says a visitor reaches for something; each a no-op once its mechanism is gone. */
export const ahead = {
  /** The phone's menu has opened: its 'Kontakti' is one tap away. */
  menuOpened: contactCodeOnMenu,
  /** A pointer or focus is on a 'Kontakti'. */
  contactReached: contactCodeOnReach,
};

/** The listing preview's dialog, while the cards are browsed. */
export const usePreviewAhead: () => void = previewAhead;

/**
 * What the listings area draws at the map's place only for speed: the map, rehearsed out of
 * sight while the grid is looked at (`mapShown`: the place shows the map or its frame).
 */
export const useMapAhead: (mapShown: boolean) => MapAhead = useMapRehearsal;
export type { MapAhead };
