import { MAP_VIEW, openingSteps, openingTiles } from 'shared/map-view';
import { FIRST_TILE_LAYER, site } from 'shared/site';
import classes from './OpeningTiles.module.css';

/**
 * 2^zoomSteps as CSS text, to a millionth: Node and the browser can differ in the last digits of
 * `2 ** x`, and the server's text must be the browser's, or hydration throws the panel away.
 */
function scaleText(zoomSteps: number): string {
  return (2 ** zoomSteps).toFixed(6);
}

/**
 * The scale of the tiles in each box size, as the map opens in it (the shared `openingSteps`):
 * one container query per step, the largest that holds winning. The tiles stay the minimum
 * zoom's; from half a step up Leaflet draws the next zoom's tiles over the same ground.
 * Container queries, because the server draws this before any script can measure the box.
 */
function scaleRules(tilesClass: string): string {
  return openingSteps()
    .map(
      (step) =>
        `@container (min-width: ${step.minWidth}px) and (min-height: ${step.minHeight}px) {` +
        ` .${tilesClass} { transform: scale(${scaleText(step.zoom - MAP_VIEW.minZoom)}); } }`,
    )
    .join('\n');
}

/**
 * The map's middle as the map will open (its first layer's tiles around the centre, where
 * Leaflet puts them), drawn by the server and kept until Leaflet's own tiles have loaded over
 * them: a phone sees the map long before the map's code has arrived, and Leaflet then finds
 * these tiles in the cache. The credit line is the layer's, as text.
 */
export function OpeningTiles() {
  const layer = site.mapTiles.find((candidate) => candidate.id === FIRST_TILE_LAYER);
  if (!layer) return null;
  // The layer's credit comes from the site's configuration; as text here, links and all.
  const credit = layer.attribution.replace(/<[^>]*>/g, '').replace(/[<>]/g, '');
  return (
    <div className={classes.opening} aria-hidden="true" data-opening-tiles>
      <style>{scaleRules(classes.tiles ?? '')}</style>
      <div className={classes.tiles}>
        {openingTiles(layer).map((tile) => (
          <img
            key={tile.url}
            src={tile.url}
            alt=""
            width={256}
            height={256}
            decoding="async"
            fetchPriority={tile.central ? 'high' : 'low'}
            style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
          />
        ))}
      </div>
      <span className={classes.credit}>{credit}</span>
    </div>
  );
}
