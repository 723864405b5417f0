import type { ReactNode } from 'react';
import classes from './Hint.module.css';

/**
 * A small dark label under a control on hover and keyboard focus, drawn with CSS alone: the
 * breadcrumb's icon buttons are on every detail page, and Mantine's Tooltip would bring
 * `shared/ui-overlays` (dialogs, drawers, slider) into the page's start. The control keeps its
 * own accessible name; the label is hidden from assistive technology so it is not read twice.
 */
export function Hint({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className={classes.anchor}>
      {children}
      <span className={classes.hint} aria-hidden="true">
        {label}
      </span>
    </span>
  );
}
