/**
 * The UI facade: exactly the Mantine pieces the site uses, plus components that two or
 * more remotes need. A shared module cannot be tree-shaken, so keep this list honest.
 */
export {
  Accordion,
  ActionIcon,
  Anchor,
  Badge,
  Burger,
  Button,
  Center,
  Checkbox,
  CloseButton,
  Container,
  Drawer,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
export { useClipboard, useDisclosure } from '@mantine/hooks';
export { theme } from './theme';
export { AppProviders } from './AppProviders';
export { provideToastHost } from './toastHost';
export { SMALL_SCREEN_QUERY } from './media';
export { useDocumentTitle } from './useDocumentTitle';
export { Gallery, type GalleryProps } from './gallery/Gallery';
export { ImageOrPlaceholder, type ImageOrPlaceholderProps } from './ImageOrPlaceholder';
