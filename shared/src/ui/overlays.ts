/**
 * The second UI facade (`shared/ui-overlays`): Mantine pieces a visitor sees only after an
 * action (the filter dialog, the preview, the menu drawer, the contact sheet, tooltips) and the
 * controls that live only inside them. It is its own shared module, so its code is fetched and
 * evaluated when a component that imports it first loads, not before the page is interactive.
 * Load such a component with `deferComponent` (from 'shared/ui') on the visitor's intent.
 *
 * Mantine stays one copy: the shell provides both facades from one build (singletons), so the
 * components here read the shell's MantineProvider.
 */
export { Accordion, Checkbox, Drawer, Modal, Slider, Textarea, TextInput } from '@mantine/core';
