import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export interface MenuEntry {
  to: string;
  label: string;
  icon?: ReactNode;
  extra?: ReactNode;
  testId?: string;
  /** Replaces navigation, e.g. to ask a visitor to sign in first. */
  onClick?: () => void;
}

/** A rounded list of navigation rows (antd-mobile List). */
export function MenuList({ items }: { items: MenuEntry[] }) {
  const navigate = useNavigate();
  return (
    <div className="vc-list">
      <List>
        {items.map((item) => (
          <List.Item
            key={item.to}
            prefix={item.icon}
            extra={item.extra}
            onClick={() => (item.onClick ? item.onClick() : void navigate(item.to))}
            data-testid={item.testId}
            arrowIcon
          >
            {item.label}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
