import './federation/remoteMapRequest';

// An async boundary, so shared modules are negotiated before any of them is used.
import('./bootstrap').catch((error: unknown) => console.error('The site failed to start', error));
