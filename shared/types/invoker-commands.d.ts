/**
 * HTML's invoker commands (a button that opens or closes a dialog with no script:
 * `command="show-modal" commandfor="…"`), which React passes through as plain attributes and
 * @types/react does not list yet.
 */
import 'react';

declare module 'react' {
  // The type parameter must match React's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | `--${string}` | undefined;
    commandfor?: string | undefined;
  }
}
