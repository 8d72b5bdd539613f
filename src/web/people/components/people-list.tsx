import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Person, PersonPage } from '../../../shared/schemas/social.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { PersonRow } from './person-row.tsx';

/** A paged list of members with loading, error and empty states; `action` replaces the follow button. */
export function PeopleList(props: {
  query: UseInfiniteQueryResult<InfiniteData<PersonPage>>;
  label: string;
  empty: { title: string; text?: string };
  action?: (person: Person) => ReactNode;
  testId?: string;
}) {
  const { query, label, empty, action, testId } = props;
  const fallback = useQueryFallback(query);
  if (fallback) return fallback;
  const people = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (people.length === 0) {
    return (
      <div className="vc-card vc-empty vc-people-empty" data-testid={testId ? `${testId}-empty` : undefined}>
        <p className="vc-empty__title">{empty.title}</p>
        {empty.text ? <p className="vc-empty__text">{empty.text}</p> : null}
      </div>
    );
  }
  return (
    <section aria-label={label} data-testid={testId}>
      <ul className="vc-menu vc-people">
        {people.map((p) => (
          <PersonRow key={p.userId} person={p} action={action?.(p)} />
        ))}
      </ul>
      <ListEnd query={query} />
    </section>
  );
}
