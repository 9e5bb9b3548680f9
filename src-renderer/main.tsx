// First: asks the main process for settings and session while the rest of the bundle is still evaluating.
import './app/boot';
// The first screen's styles (the rest loads with the screens: app/screen-styles.ts).
import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ThemedProvider } from './app/theme';
import { DataProvider } from './data/DataProvider';

performance.mark('balcao:start');

const container = document.getElementById('root');
if (!container) throw new Error('#root not found in index.html');

createRoot(container).render(
  <StrictMode>
    <ThemedProvider>
      <DataProvider>
        <App />
      </DataProvider>
    </ThemedProvider>
  </StrictMode>,
);
