import { renderStandalone } from 'shared/dev-host';
import MapPanel from './MapPanel';

renderStandalone(<MapPanel height="100vh" />);
