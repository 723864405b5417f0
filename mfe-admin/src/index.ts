// An async boundary, so shared modules are negotiated before any of them is used.
import('./bootstrap').catch((error: unknown) => console.error('The page failed to start', error));
