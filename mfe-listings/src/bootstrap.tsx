import { renderStandalone } from 'shared/dev-host';
import FilterStrip from './FilterStrip';
import ListingsPage from './ListingsPage';

renderStandalone(
  <>
    <FilterStrip />
    <ListingsPage />
  </>,
);
