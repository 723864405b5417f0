import { useId } from 'react';
import { Button } from 'shared/ui';
import { strings } from '../strings';
import classes from './FavouritesPage.module.css';

/**
 * A saved listing the public data no longer holds (withdrawn, or sold more than 30 days ago): its
 * id, 'Nuk është më në shitje', and, in the visitor's own list, a button that removes it.
 */
export function GoneListing({ id, onRemove }: { id: string; onRemove?: () => void }) {
  const labelId = useId();
  return (
    <article className={classes.gone} aria-labelledby={labelId} data-gone-id={id}>
      <p className={classes.goneId} id={labelId}>
        {strings.card.id} {id}
      </p>
      <p className={classes.goneNote}>{strings.favourites.gone}</p>
      {onRemove && (
        <Button variant="default" size="xs" radius="xl" onClick={onRemove} className={classes.goneRemove}>
          {strings.favourites.remove}
        </Button>
      )}
    </article>
  );
}
