/**
 * Mantine closes every open modal on Escape unless the key's target carries this attribute.
 * The image preview can open inside the shell's listing preview; its controls carry the
 * attribute so Escape closes the image preview alone (the preview handles Escape itself).
 */
export const STOP_ESCAPE = { 'data-mantine-stop-propagation': 'true' } as const;
