/**
 * The contact toasts (SPEC sections 8 and 9): bottom-right (the shell's one toast host),
 * 5 s, 7 s again after the pointer has rested on one, a close button, a tap dismisses it,
 * and one toast per outcome at a time (a fixed id: showing it again while shown does nothing).
 */
import { createElement } from 'react';
import { IconCheck, IconX } from '@tabler/icons-react';
import { notifications } from 'shared/notifications';
import { strings } from './strings';

export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_EXTENDED_TIMEOUT_MS = 7000;

export const TOAST_IDS = { sent: 'contact-sent', failed: 'contact-failed' } as const;
export type ContactOutcome = keyof typeof TOAST_IDS;

type ToastData = Parameters<typeof notifications.show>[0];

function toastData(outcome: ContactOutcome): ToastData {
  const id = TOAST_IDS[outcome];
  const sent = outcome === 'sent';
  const data: ToastData = {
    id,
    title: sent ? strings.toast.successTitle : strings.toast.failureTitle,
    message: sent ? strings.toast.successText : strings.toast.failureText,
    color: sent ? 'green' : 'red',
    icon: createElement(sent ? IconCheck : IconX, { size: 18, 'aria-hidden': true }),
    autoClose: TOAST_TIMEOUT_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': strings.toast.close },
    // After a hover the toast stays the extended time once the pointer leaves.
    onMouseEnter: () => notifications.update({ ...data, autoClose: TOAST_EXTENDED_TIMEOUT_MS }),
    onClick: () => notifications.hide(id),
  };
  return data;
}

/** Shows the toast of an outcome; the other outcome's toast, now out of date, goes. */
export function showContactToast(outcome: ContactOutcome): void {
  notifications.hide(TOAST_IDS[outcome === 'sent' ? 'failed' : 'sent']);
  notifications.show(toastData(outcome));
}
