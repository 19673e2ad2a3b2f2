import { useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { defaultTheme, themeClassNames, themeNames, type ThemeName } from '@karvon/ui';
// The app does the same, once, at its entry.
import '@karvon/ui/global-styles';

/** Languages of the product (ARCHITECTURE.md): ru is the default, uz is Latin, uz-Cyrl is Cyrillic. */
const languages = {
  ru: { title: 'Русский', locale: 'ru-RU' },
  uz: { title: 'Oʻzbekcha', locale: 'uz-Latn-UZ' },
  'uz-Cyrl': { title: 'Ўзбекча', locale: 'uz-Cyrl-UZ' },
} as const;
type Language = keyof typeof languages;

const isTheme = (value: unknown): value is ThemeName => themeNames.includes(value as ThemeName);
const isLanguage = (value: unknown): value is Language => typeof value === 'string' && value in languages;

/**
 * Puts the chosen theme class on <html> (so the page background and portals get the theme)
 * and on the story's wrapper (so docs pages, where many stories share one document, show it
 * too), sets `lang`, and gives React Aria the locale. Stories texts follow `language` once the
 * app's messages reach the design system (issue 5).
 */
const withThemeAndLanguage: Decorator = (Story, context) => {
  const theme = isTheme(context.globals.theme) ? context.globals.theme : defaultTheme;
  const language = isLanguage(context.globals.language) ? context.globals.language : 'ru';
  const themeClass = themeClassNames[theme];

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themeClassNames));
    root.classList.add(themeClass);
    root.lang = language;
  }, [themeClass, language]);

  return (
    <I18nProvider locale={languages[language].locale}>
      <div className={themeClass} lang={language}>
        <Story />
      </div>
    </I18nProvider>
  );
};

/**
 * React Aria announces through one live region that it keeps in <body> for the page's lifetime.
 * Each story starts with it empty, as a freshly loaded page would: a message left by the story
 * before (pointing at an element that is gone) is not this story's to answer for in axe.
 */
const clearLiveAnnouncer = () => {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
};

const preview: Preview = {
  tags: ['autodocs'],
  beforeEach: clearLiveAnnouncer,
  decorators: [withThemeAndLanguage],
  globalTypes: {
    theme: {
      description: 'Theme of the design system',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of the product',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: Object.entries(languages).map(([value, { title }]) => ({ value, title, right: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: defaultTheme, language: 'ru' },
  parameters: {
    layout: 'centered',
    controls: { expanded: true, matchers: { date: /Date$/i } },
    // Any axe violation fails the story's test (in `npm test` and in the Storybook UI).
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Layout', 'Components', 'Screens'] },
    },
  },
};

export default preview;
