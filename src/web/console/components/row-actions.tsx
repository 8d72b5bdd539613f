import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useConsoleT } from '../i18n/console-i18n.ts';

/** A row's Edit and Delete buttons, each labelled with the record's name for screen readers. */
export function RowActions(props: {
  name: string;
  onEdit?: () => void;
  onRemove?: () => void;
  children?: ReactNode;
}) {
  const t = useConsoleT();
  return (
    <Space wrap>
      {props.onEdit ? (
        <Button size="small" aria-label={`${t('buttons.edit')} · ${props.name}`} onClick={props.onEdit}>
          {t('buttons.edit')}
        </Button>
      ) : null}
      {props.children}
      {props.onRemove ? (
        <Button
          size="small"
          danger
          aria-label={`${t('buttons.delete')} · ${props.name}`}
          onClick={props.onRemove}
        >
          {t('buttons.delete')}
        </Button>
      ) : null}
    </Space>
  );
}
