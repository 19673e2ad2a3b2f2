import type { AnchorHTMLAttributes, Ref } from 'react';
import { useRouterLinkClick } from './router.tsx';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  href: string;
  /** Called when a click follows the link here (not when the browser opens it elsewhere). */
  onNavigate?: () => void;
  ref?: Ref<HTMLAnchorElement>;
}

/** A native link that navigates through the app's `RouterProvider` (no React Aria: light enough for any route). */
export function RouterLink({ href, onNavigate, ...rest }: RouterLinkProps) {
  return <a {...rest} href={href} onClick={useRouterLinkClick(href, onNavigate)} />;
}
