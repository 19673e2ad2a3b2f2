import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { breadcrumbTrail } from '../routing/breadcrumbs.ts';
import type { RouteDefinition } from '../routing/routes.ts';

export function PageBreadcrumbs({ route }: { route: RouteDefinition }) {
  const intl = useIntl();
  const trail = breadcrumbTrail(route);
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.breadcrumbs' })}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.label}>
            {crumb.href ? (
              <Link href={crumb.href}>{intl.formatMessage({ id: crumb.label })}</Link>
            ) : (
              <span aria-current="page">{intl.formatMessage({ id: crumb.label })}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
