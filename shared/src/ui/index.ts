/**
 * The UI facade: exactly the Mantine pieces the site's first paint uses, plus components that
 * two or more remotes need. A shared module cannot be tree-shaken, so keep this list honest:
 * everything here is fetched and evaluated before any page is interactive. What a visitor
 * only sees after an action (dialogs, drawers, tooltips, the controls inside them) belongs in
 * `shared/ui-overlays` (overlays.ts), which loads on first use.
 */
export {
  ActionIcon,
  Anchor,
  Badge,
  Burger,
  Button,
  Center,
  CloseButton,
  Container,
  Group,
  Loader,
  InputBase,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
export { Select, useSelectLoaded } from './select/Select';
export { useClipboard, useDisclosure, useMediaQuery } from '@mantine/hooks';
export { theme } from './theme';
export { AppProviders } from './AppProviders';
export { provideToastHost } from './toastHost';
export { SMALL_SCREEN_QUERY, WIDE_SCREEN_QUERY } from './media';
export { useDocumentTitle } from './useDocumentTitle';
export { useInBrowser } from './useInBrowser';
export { pageSiteAddress, useSiteAddress } from './siteAddress';
export { deferComponent, useOpenedAfterMount, type DeferredComponent } from './deferred';
export { Gallery, type GalleryProps } from './gallery/Gallery';
export { GLYPHS, Glyph, type GlyphName, type GlyphProps } from './glyph/Glyph';
export { ImageOrPlaceholder, type ImageOrPlaceholderProps } from './ImageOrPlaceholder';
export { afterNextPaint } from './afterNextPaint';
export { isPlainClick } from './plainClick';
export { useFrameFirst } from './useFrameFirst';
export { isOverlayEntry, useOverlayHistory } from './overlayHistory';
export { useDialogElement } from './useDialogElement';
export { useEscapeOwner } from './escapeOwner';
export { useLatest } from '../useLatest';
export { OverlayFrame, type OverlayFrameProps } from './OverlayFrame';
export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { ApproximatePrice, type ApproximatePriceProps } from './ApproximatePrice';
export { ShareButton, shareWithSheet, type ShareButtonProps } from './share/ShareButton';
export { shareStrings } from './share/strings';
export { PopoverPanel, closePopoversAround, popoverItemClass, type PopoverPanelProps } from './share/PopoverPanel';
export { FavouriteButton, type FavouriteButtonProps } from './favourite/FavouriteButton';
