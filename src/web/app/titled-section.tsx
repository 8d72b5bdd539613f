import type { ReactNode } from 'react';

/** A page section named by its own heading (`aria-labelledby`), as screen readers list regions. */
export function TitledSection(props: {
  id: string;
  title: ReactNode;
  headingClass: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} data-testid={props.testId}>
      <h2 id={props.id} className={props.headingClass}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
