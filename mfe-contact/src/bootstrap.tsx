import { renderStandalone } from 'shared/dev-host';
import ContactSheet from './ContactSheet';

renderStandalone(<ContactSheet initialRequest={{}} />);
