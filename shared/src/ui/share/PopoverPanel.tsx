import type { ReactNode, Ref } from 'react';
import classes from './PopoverPanel.module.css';

export interface PopoverPanelProps {
  /** The element id its invoker names (`popoverTarget`). */
  id: string;
  /** What the panel is, for assistive technology (its invoker's purpose). */
  label: string;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A small panel of actions the platform opens: a native `popover` (`popover="auto"`), so its
 * invoker (a button with `popoverTarget`) opens it before the app has started, Escape and a tap
 * outside close it, and focus returns to the invoker. Placed under its invoker (CSS anchor
 * positioning: the invoker is the popover's implicit anchor); a browser without anchor positioning
 * shows it as a sheet along the bottom of the screen.
 */
export function PopoverPanel({ id, label, children, className, ref }: PopoverPanelProps) {
  return (
    <div ref={ref} id={id} popover="auto" role="group" aria-label={label} className={className ? `${classes.panel} ${className}` : classes.panel}>
      {children}
    </div>
  );
}

/** The class of one row of a `PopoverPanel` (a link or a button): icon, text, a finger's height. */
export const popoverItemClass = classes.item;

/**
 * Closes the outermost open popover around `element` (a nested one closes with it): after an
 * action of the panel is done, its menu has nothing more to offer.
 */
export function closePopoversAround(element: Element): void {
  let outer: HTMLElement | null = null;
  for (let node = element.closest<HTMLElement>('[popover]'); node; node = node.parentElement?.closest<HTMLElement>('[popover]') ?? null) outer = node;
  if (outer && typeof outer.hidePopover === 'function' && outer.matches(':popover-open')) outer.hidePopover();
}
