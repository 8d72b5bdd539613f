import type { CrudFilter } from '@refinedev/core';
import { Form, Image, Input, InputNumber, Space, type FormRule } from 'antd';
import { useState } from 'react';
import { useConsoleT } from '../i18n/console-i18n.ts';

/** A member or author in a table cell: the nickname, the email below it. */
export function PersonCell({ name, email }: { name: string | null; email: string }) {
  return (
    <>
      <div>{name}</div>
      <div className="ant-typography ant-typography-secondary">{email}</div>
    </>
  );
}

/** Pictures members sent, small, each enlarging on click. */
export function Pictures({ urls, size = 48 }: { urls: string[]; size?: number }) {
  const t = useConsoleT();
  if (urls.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {urls.map((u, i) => (
          <Image key={u} src={u} width={size} height={size} alt={t('moderation.picture', { n: i + 1 })} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** A search box over a list: the text trimmed, empty meaning "all". */
export function SearchBox({
  label,
  max = 100,
  width = 360,
  onSearch,
}: {
  label: string;
  max?: number;
  width?: number;
  onSearch: (q: string | undefined) => void;
}) {
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      enterButton
      maxLength={max}
      style={{ width, maxWidth: '100%' }}
      onSearch={(q) => onSearch(q.trim() || undefined)}
    />
  );
}

/** The "Order" field of a form (lower first). */
export function SortField({ rule, max = 10_000 }: { rule: FormRule; max?: number }) {
  const t = useConsoleT();
  return (
    <Form.Item label={t('console.sort')} name="sort" extra={t('console.sortHint')} rules={[rule]}>
      <InputNumber min={0} max={max} precision={0} style={{ width: 200 }} />
    </Form.Item>
  );
}

/**
 * A list's filters as one object: each change replaces refine's filters with the set ones (empty
 * values drop out).
 */
export function useListFilters<F extends Record<string, string | undefined>>(
  setFilters: (filters: CrudFilter[], behavior: 'replace') => void,
  initial: F,
) {
  const [values, setValues] = useState<F>(initial);
  const apply = (next: F) => {
    setValues(next);
    setFilters(
      Object.entries(next)
        .filter(([, v]) => v)
        .map(([field, value]): CrudFilter => ({ field, operator: 'eq', value })),
      'replace',
    );
  };
  return { values, set: (change: Partial<F>) => apply({ ...values, ...change }) };
}
