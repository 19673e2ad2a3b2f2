import { useIntl } from 'react-intl';
import { Breadcrumbs } from '@karvon/ui';
import { breadcrumbTrail } from '../routing/breadcrumbs.ts';
import type { RouteDefinition } from '../routing/routes.ts';

export function PageBreadcrumbs({ route }: { route: RouteDefinition }) {
  const intl = useIntl();
  return (
    <Breadcrumbs
      items={breadcrumbTrail(route).map((crumb) => ({
        label: intl.formatMessage({ id: crumb.label }),
        ...(crumb.href && { href: crumb.href }),
      }))}
      labels={{ navigation: intl.formatMessage({ id: 'nav.breadcrumbs' }) }}
    />
  );
}
