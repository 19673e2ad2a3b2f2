import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@karvon/ui/global-styles';
import { App } from './App.tsx';
import { loadSession } from './session/store.ts';
import { localeState, savedLocale, setLocale } from './i18n/locale.ts';
import { subscribeKey } from 'valtio/utils';
import { watchConnectivity } from './notify/connectivity.ts';
import { applyThemeToDocument } from './preferences/theme.ts';

applyThemeToDocument();

const syncDocumentLanguage = () => document.documentElement.setAttribute('lang', localeState.locale);
syncDocumentLanguage();
subscribeKey(localeState, 'locale', syncDocumentLanguage);

watchConnectivity();
void loadSession();

// The saved language first, so the first paint is already in it.
await setLocale(savedLocale());
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
