import { lazy, Suspense } from 'react';
import { useParams } from 'wouter';
import { PageSkeleton } from '../../pages/PageSkeleton.tsx';
import { RegisterItem } from './RegisterItem.tsx';

// Creating a register is a form of React Aria pickers: its own chunk, wanted only at `/reestr/item`.
const CreateRegisterPage = lazy(() => import('./CreateRegisterPage.tsx'));

/** `/reestr/item/:id?` (SPEC §2): one register, or, without an id, a new one. */
export default function RegisterPage() {
  const segment = useParams<{ id?: string }>().id;
  if (segment === undefined)
    return (
      <Suspense fallback={<PageSkeleton />}>
        <CreateRegisterPage />
      </Suspense>
    );
  return <RegisterItem segment={segment} />;
}
