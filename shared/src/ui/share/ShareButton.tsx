import { ActionIcon } from '@mantine/core';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { currentLocale } from '../../i18n';
import { shareContent, shareLinks, type ShareContent, type ShareableListing } from '../../listings/rules';
import { site } from '../../site';
import { Glyph } from '../glyph/Glyph';
import { useInBrowser } from '../useInBrowser';
import { useSiteAddress } from '../siteAddress';
import { PopoverPanel, closePopoversAround, popoverItemClass } from './PopoverPanel';
import { shareStrings } from './strings';
import classes from './ShareButton.module.css';

/** How long 'Lidhja u kopjua' shows after a copy (as the detail page's copy-link tick, SPEC 9). */
const COPIED_MS = 2000;

export interface ShareButtonProps {
  listing: ShareableListing;
  /** 'item': a row with icon and text, in a menu (the card's); 'icon': a round icon button (the detail's row). */
  appearance: 'item' | 'icon';
  /** Wraps the button alone (a hint under an icon button), not the panel it opens. */
  wrapTrigger?: (trigger: ReactNode) => ReactNode;
}

type ShareOutcome = 'shared' | 'cancelled' | 'unavailable' | 'failed';

/**
 * Hands the listing to the phone's share sheet (Web Share API). 'unavailable' when the browser has
 * none or cannot share this data (desktop browsers), 'cancelled' when the visitor closed the sheet
 * (AbortError), 'failed' for any other refusal: the caller then shows the links.
 */
export async function shareWithSheet(content: ShareContent, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share !== 'function') return 'unavailable';
  const data: ShareData = { title: content.title, text: content.text, url: content.url };
  if (typeof nav.canShare === 'function' && !nav.canShare(data)) return 'unavailable';
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    // By name, not class: the error may come from another realm (a frame, a test's DOM).
    return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

/** Whether this browser has a share sheet (read at the tap: never during a render). */
const hasShareSheet = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * 'Shpërndaj': the phone's share sheet with the listing's title, title and price, and its page's
 * address, all in the page's language. Where there is no share sheet (or it fails) the button opens
 * a panel of plain links instead: WhatsApp, Viber, e-mail and 'Kopjo lidhjen'. The panel is a
 * native popover the button opens with no script, so the links work before the app has started;
 * only the share sheet needs the app.
 */
export function ShareButton({ listing, appearance, wrapTrigger }: ShareButtonProps) {
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const s = shareStrings;
  // The server (and the hydrating render) writes the site's public address; the browser then its
  // own origin, as the address bar says, which is what the share sheet and the copy give too.
  const siteAddress = useSiteAddress();
  const origin = useInBrowser() ? window.location.origin : (siteAddress ?? site.siteUrl);
  const content = shareContent(listing, origin, currentLocale());
  const links = shareLinks(content);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const share = (event: MouseEvent<HTMLElement>) => {
    if (!hasShareSheet()) return; // the button's popoverTarget opens the links
    event.preventDefault(); // the share sheet instead of the links
    const trigger = event.currentTarget;
    void shareWithSheet(shareContent(listing, window.location.origin, currentLocale())).then((outcome) => {
      if (outcome === 'shared') closePopoversAround(trigger);
      else if (outcome === 'failed' || outcome === 'unavailable') panel.current?.showPopover?.();
    });
  };

  const copy = (event: MouseEvent<HTMLAnchorElement>) => {
    // Without a clipboard the link is what it says: the listing's page, to open or long-press.
    if (typeof navigator.clipboard?.writeText !== 'function') return;
    event.preventDefault();
    navigator.clipboard.writeText(content.url).then(
      () => setCopied(true),
      () => window.location.assign(content.url),
    );
  };

  const done = (event: MouseEvent<HTMLAnchorElement>) => closePopoversAround(event.currentTarget);

  const trigger =
    appearance === 'icon' ? (
      <ActionIcon variant="default" size="lg" radius="xl" aria-label={s.action} popoverTarget={panelId} onClick={share} className={classes.icon}>
        <Glyph name="share" size={18} />
      </ActionIcon>
    ) : (
      <button type="button" popoverTarget={panelId} onClick={share} className={popoverItemClass}>
        <Glyph name="share" size={18} />
        {s.action}
      </button>
    );

  return (
    <>
      {wrapTrigger ? wrapTrigger(trigger) : trigger}
      <PopoverPanel id={panelId} label={s.panel} ref={panel}>
        <p className={classes.heading} aria-hidden="true">
          {s.panel}
        </p>
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={popoverItemClass} onClick={done} data-share="whatsapp">
          <Glyph name="brand-whatsapp" size={18} className={classes.whatsapp} />
          {s.whatsapp}
        </a>
        <a href={links.viber} className={popoverItemClass} onClick={done} data-share="viber">
          <Glyph name="brand-viber" size={18} className={classes.viber} />
          {s.viber}
        </a>
        <a href={links.email} className={popoverItemClass} onClick={done} data-share="email">
          <Glyph name="mail" size={18} />
          {s.email}
        </a>
        <a href={content.url} className={popoverItemClass} onClick={copy} data-share="copy" data-copied={copied || undefined}>
          <Glyph name={copied ? 'check' : 'link'} size={18} />
          {copied ? s.copied : s.copyLink}
        </a>
        <span className={classes.status} role="status">
          {copied ? s.copied : ''}
        </span>
      </PopoverPanel>
    </>
  );
}
