import { CATEGORIES } from 'shared/contracts';
import { categoryLabel } from 'shared/format';
import { CATEGORY_COLORS } from './model/colors';
import { strings } from './strings';
import classes from './MapPanel.module.css';

/** Which colour stands for which kind of property. */
export function Legend() {
  return (
    <ul className={classes.legend} aria-label={strings.legend}>
      {CATEGORIES.map((category) => (
        <li key={category} className={classes.legendItem}>
          <span className={classes.legendDot} style={{ background: CATEGORY_COLORS[category] }} aria-hidden="true" />
          {categoryLabel(category)}
        </li>
      ))}
    </ul>
  );
}
