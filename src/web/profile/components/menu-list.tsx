import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from '../../app/routing.tsx';

export interface MenuEntry {
  to: string;
  label: string;
  icon?: ReactNode;
  extra?: ReactNode;
  testId?: string;
  /** Replaces navigation, e.g. to ask a visitor to sign in first: the row becomes a button. */
  onClick?: () => void;
}

/** One row: a real link (or a button when it acts in place), so Tab and Enter reach it. */
function MenuRow({ to, label, icon, extra, testId, onClick }: MenuEntry) {
  const inner = (
    <>
      {icon ? (
        <span className="vc-menu__icon" aria-hidden>
          {icon}
        </span>
      ) : null}
      <span className="vc-menu__label">{label}</span>
      {extra}
      <span className="vc-menu__arrow" aria-hidden>
        <RightOutline />
      </span>
    </>
  );
  return onClick ? (
    <button type="button" className="vc-menu__row" onClick={onClick} data-testid={testId}>
      {inner}
    </button>
  ) : (
    <Link to={to} className="vc-menu__row" data-testid={testId}>
      {inner}
    </Link>
  );
}

/** A rounded list of navigation rows; `children` adds rows of other kinds (already wrapped in `<li>`). */
export function MenuList({ items, children }: { items: MenuEntry[]; children?: ReactNode }) {
  return (
    <ul className="vc-menu">
      {items.map((item) => (
        <li key={item.to}>
          <MenuRow {...item} />
        </li>
      ))}
      {children}
    </ul>
  );
}
