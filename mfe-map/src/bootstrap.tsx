import { renderStandalone } from 'shared/dev-host';
import MapPanel from './MapPanel';

// The map alone on its own page, with the sample data the dev server serves.
renderStandalone(<MapPanel height="100vh" />);
