/**
 * What the back office says after an action, where the agent is: a notification fixed in the
 * viewport (the shell's one toast host, `shared/notifications`), not a line at the top of a long
 * form: at the bottom, where the thumb is (a screen ends with room for it under its last
 * button, `FEEDBACK_ROOM`). One at a time per `channel`: a newer answer replaces the one before.
 */
import { createElement } from 'react';
import { IconCheck, IconX } from '@tabler/icons-react';
import { notifications } from 'shared/notifications';
import { strings } from './strings';

/** A success goes after 5 s (the site's toast time); a refusal stays twice as long, to be read. */
const SHOWN_MS = { success: 5000, error: 10_000 } as const;

/**
 * Room under a screen's last button, so a notification (one or two lines; full width on a phone)
 * never covers the button that was just tapped at the end of the page.
 */
export const FEEDBACK_ROOM = 128;

const shown = new Map<string, string>();
let counter = 0;

export function showFeedback(channel: string, kind: 'success' | 'error', message: string): void {
  const before = shown.get(channel);
  if (before) notifications.hide(before);
  counter += 1;
  const id = `admin-${channel}-${counter}`;
  shown.set(channel, id);
  notifications.show({
    id,
    message,
    color: kind === 'success' ? 'green' : 'red',
    icon: createElement(kind === 'success' ? IconCheck : IconX, { size: 18, 'aria-hidden': true }),
    autoClose: SHOWN_MS[kind],
    withCloseButton: true,
    closeButtonProps: { 'aria-label': strings.closeNotice },
  });
}
