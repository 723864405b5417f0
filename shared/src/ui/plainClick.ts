/**
 * A plain primary click, which the app may answer in place (a link's target opened as an
 * overlay, a route changed without a load). A modified one (a new tab, a download) or another
 * button stays the browser's.
 */
export const isPlainClick = (event: { button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean }): boolean =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
