/**
 * What a visitor did to a select's stand-in before the select's code arrived, so the real select
 * can do it again: the focus, clicks and navigation keys in order, and text typed to search.
 */
export interface PendingInput {
  focused: boolean;
  actions: PendingAction[];
  /** The text in a searchable stand-in, once the visitor has typed; null until then. */
  text: string | null;
  /** The stand-in's input (kept after it is removed: its selection tells what a key would replace). */
  standIn: HTMLInputElement | null;
}

export type PendingAction = { type: 'click' } | { type: 'key'; key: string; code: string };

/** Keys a closed or open select acts on (Mantine's Combobox reads `code`). */
export const SELECT_KEYS = new Set(['Enter', 'NumpadEnter', 'Space', 'ArrowDown', 'ArrowUp', 'Escape', 'Home', 'End']);

export const noPendingInput = (): PendingInput => ({ focused: false, actions: [], text: null, standIn: null });

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Frames to wait at most for an opening list to show its options. */
const MAX_FRAMES_FOR_LIST = 30;

/** The list the input says is open (`aria-expanded`, `aria-controls`), if it is on the page. */
export function openListOf(field: HTMLInputElement): HTMLElement | null {
  const listId = field.getAttribute('aria-controls');
  if (field.getAttribute('aria-expanded') !== 'true' || !listId) return null;
  return document.getElementById(listId);
}

const optionsShown = (field: HTMLInputElement) => openListOf(field)?.querySelector('[role="option"]') != null;

/**
 * Waits for the select to settle after a step: two frames, and while it is opening (the list
 * mounts its options a frame or more after it opens) until the options are on the page, so the
 * next key moves among them as it would for a visitor who waited to see the list.
 */
async function settle(field: HTMLInputElement): Promise<void> {
  await nextFrame();
  await nextFrame();
  for (let frame = 0; frame < MAX_FRAMES_FOR_LIST && field.getAttribute('aria-expanded') === 'true' && !optionsShown(field); frame += 1) {
    await nextFrame();
  }
}

/** Sets an input's text as typing does, so React's onChange sees it. */
function typeInto(field: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Replays `pending` on the real select's input, a step at a time (see settle). Call it while
 * the real select is committed (a layout effect), so focus moves to it before another event can
 * land on the page. Keys pressed on it while the replay runs join the end of the queue, so the
 * select sees every key in the order the visitor pressed them. Stops when `isCancelled()`.
 */
export async function replayPendingInput(field: HTMLInputElement, pending: PendingInput, isCancelled: () => boolean): Promise<void> {
  if (!pending.focused && pending.actions.length === 0 && pending.text === null) return;
  const queue = [...pending.actions];
  let replaying = false;
  const holdLateKeys = (event: KeyboardEvent) => {
    if (replaying || !SELECT_KEYS.has(event.code)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push({ type: 'key', key: event.key, code: event.code });
  };
  field.addEventListener('keydown', holdLateKeys, { capture: true });
  // Text typed on the real select before the stand-in's text is put back would be overwritten
  // by it: held, and put back after it, so every character lands in the order it was typed.
  let lateText = '';
  const holdLateText = (event: InputEvent) => {
    if (event.inputType !== 'insertText' || !event.data) return;
    event.preventDefault();
    lateText += event.data;
  };
  if (pending.text !== null) field.addEventListener('beforeinput', holdLateText);
  try {
    field.focus();
    // Text selected in the stand-in (a field focused and selected all) stays selected, so what
    // is typed next replaces it as it would have.
    const { standIn } = pending;
    if (pending.focused && standIn && standIn.value === field.value && standIn.selectionStart !== null) {
      field.setSelectionRange(standIn.selectionStart, standIn.selectionEnd ?? standIn.selectionStart);
    }
    // The select's own mount effects (its search text from the chosen option) run first.
    await nextFrame();
    field.removeEventListener('beforeinput', holdLateText);
    const text = pending.text === null ? null : pending.text + lateText;
    if (text !== null && text !== field.value) {
      typeInto(field, text);
      await settle(field);
    }
    for (let action = queue.shift(); action && !isCancelled(); action = queue.shift()) {
      replaying = true;
      if (action.type === 'click') field.click();
      else field.dispatchEvent(new KeyboardEvent('keydown', { key: action.key, code: action.code, bubbles: true, cancelable: true }));
      replaying = false;
      await settle(field);
    }
  } finally {
    field.removeEventListener('beforeinput', holdLateText);
    field.removeEventListener('keydown', holdLateKeys, { capture: true });
  }
}
