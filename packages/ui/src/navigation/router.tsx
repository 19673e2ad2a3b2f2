import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

type Navigate = (href: string) => void;

const NavigateContext = createContext<Navigate | undefined>(undefined);

export interface RouterProviderProps {
  /** The app router's navigate (wouter: `const [, navigate] = useLocation()`). */
  navigate: Navigate;
  children: ReactNode;
}

/**
 * Client-side routing for every link of the design system: the native links (sidebar, breadcrumbs) and the
 * React Aria ones (menu items, through `AriaRouting` in the parts loaded on demand) alike. Without it links are
 * plain `<a href>` and load the page.
 */
export function RouterProvider({ navigate, children }: RouterProviderProps) {
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

/** The app router's navigate, if there is a `RouterProvider` above. */
export const useRouterNavigate = () => useContext(NavigateContext);

/**
 * The click handler of a native `<a href>` that navigates through the app's router. A click with a modifier
 * (new tab, new window, download), another button or a link with a `target` is left to the browser.
 */
export function useRouterLinkClick(href: string, onNavigate?: () => void) {
  const navigate = useContext(NavigateContext);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented) return;
    const leftToBrowser =
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (event.currentTarget.target !== '' && event.currentTarget.target !== '_self');
    if (leftToBrowser) return;
    onNavigate?.();
    if (!navigate) return;
    event.preventDefault();
    navigate(href);
  };
}
