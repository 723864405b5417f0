// The same async boundary as the app's own entry.
import('./bootstrap').catch((error: unknown) => console.error('The benchmark page failed to start', error));
