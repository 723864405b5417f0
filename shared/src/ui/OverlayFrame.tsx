import classes from './OverlayFrame.module.css';

export interface OverlayFrameProps {
  /** 'sheet' from the bottom (contact), 'dialog' large and centred (preview), 'panel' in the page (map). */
  variant: 'sheet' | 'dialog' | 'panel';
  /** The overlay's title, shown as its real header will show it. */
  title?: string;
}

/**
 * What a tap shows in the next frame while the overlay's code is still on its way: plain
 * markup and CSS, no Mantine overlay code. Screen readers skip it (the real dialog announces
 * itself and takes the focus when it opens); `data-overlay-frame` marks it for the benchmark.
 */
export function OverlayFrame({ variant, title }: OverlayFrameProps) {
  if (variant === 'panel') return <div className={classes.panel} data-overlay-frame="panel" aria-hidden="true" />;
  return (
    <div className={classes.backdrop} data-overlay-frame={variant} aria-hidden="true">
      <div className={`${classes.box} ${classes[variant]}`}>
        {title && <div className={classes.title}>{title}</div>}
        <div className={classes.line} />
        <div className={classes.line} />
        <div className={classes.line} />
      </div>
    </div>
  );
}
