import { officeMap } from 'shared/map-view';
import { strings } from '../strings';
import classes from './OfficeMap.module.css';

/**
 * The office on a small street map: the tile images a map would show around it and a pin in the
 * middle (no map code: Leaflet stays in the map remote).
 */
export function OfficeMap() {
  const map = officeMap();
  if (!map) return null;
  const t = strings.contactPage;
  return (
    <figure className={classes.figure} aria-label={t.mapLabel}>
      <div className={classes.tiles}>
        {map.tiles.map((tile) => (
          <img
            key={tile.url}
            src={tile.url}
            alt=""
            width={256}
            height={256}
            loading="lazy"
            style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
          />
        ))}
        <span className={classes.pin} aria-hidden />
      </div>
      <figcaption className={classes.caption}>
        <a href={map.openUrl} target="_blank" rel="noopener noreferrer" className={classes.open}>
          {t.openMap}
        </a>
        {/* The layer's credit from the site configuration (our own text, not a visitor's). */}
        <span className={classes.credit} dangerouslySetInnerHTML={{ __html: map.attribution }} />
      </figcaption>
    </figure>
  );
}
