import { useEffect, useRef } from 'react';
import type { Category } from '../../../shared/schemas/content.ts';
import { useT } from '../../i18n/i18n.ts';

/** "All" and the brand's categories as a row of chips; the chosen one stays in view. */
export function CategoryTabs(props: {
  list: Category[];
  current: string | null;
  onChange: (c: Category | null) => void;
}) {
  const { list, current, onChange } = props;
  const t = useT();
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Sideways only: scrollIntoView would also move the page (and undo a restored scroll position).
    const box = row.current;
    const el = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!box || !el) return;
    const left = el.offsetLeft - box.offsetLeft;
    if (left < box.scrollLeft || left + el.offsetWidth > box.scrollLeft + box.clientWidth) {
      box.scrollLeft = left - 16;
    }
  }, [current]);
  const tabs: Array<Category | null> = [null, ...list];
  return (
    <div className="vc-tabs" ref={row} role="group" aria-label={t('feed.categories')}>
      {tabs.map((c) => {
        const active = (c?.id ?? null) === current;
        return (
          <button
            key={c?.id ?? 'all'}
            type="button"
            className={`vc-tabs__tab${active ? ' is-active' : ''}`}
            aria-pressed={active}
            onClick={() => onChange(c)}
          >
            {c ? c.name : t('feed.all')}
          </button>
        );
      })}
    </div>
  );
}
