import { useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import {
  defaultTheme,
  defaultUiLocale,
  intlLocales,
  isUiLocale,
  themeClassNames,
  themeNames,
  UiLocaleProvider,
  vars,
  type ThemeName,
  type UiLocale,
} from '@karvon/ui';
// The app does the same, once, at its entry.
import '@karvon/ui/global-styles';

/** Languages of the product (ARCHITECTURE.md): ru is the default, uz is Latin, uz-Cyrl is Cyrillic. */
const languageTitles = {
  ru: 'Русский',
  uz: 'Oʻzbekcha',
  'uz-Cyrl': 'Ўзбекча',
} as const satisfies Record<UiLocale, string>;

const isTheme = (value: unknown): value is ThemeName => themeNames.includes(value as ThemeName);

/**
 * Puts the chosen theme class on <html> (so the page background and portals get the theme)
 * and on the story's wrapper (so docs pages, where many stories share one document, show it
 * too), sets `lang`, gives React Aria the locale, and gives the design system's components the
 * language (`UiLocaleProvider`: status labels and other data texts follow the toolbar). A story
 * can read the same value as `context.globals.language` in `render` or `play`.
 */
const withThemeAndLanguage: Decorator = (Story, context) => {
  const theme = isTheme(context.globals.theme) ? context.globals.theme : defaultTheme;
  const language = isUiLocale(context.globals.language) ? context.globals.language : defaultUiLocale;
  const themeClass = themeClassNames[theme];

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...Object.values(themeClassNames));
    root.classList.add(themeClass);
    root.lang = language;
  }, [themeClass, language]);

  return (
    <I18nProvider locale={intlLocales[language]}>
      <UiLocaleProvider locale={language}>
        {/* The wrapper paints the theme's canvas: on docs pages the document itself stays light. */}
        <div
          className={themeClass}
          lang={language}
          style={{ backgroundColor: vars.color.background, color: vars.color.text }}
        >
          <Story />
        </div>
      </UiLocaleProvider>
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
        items: Object.entries(languageTitles).map(([value, title]) => ({ value, title, right: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: defaultTheme, language: defaultUiLocale },
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
