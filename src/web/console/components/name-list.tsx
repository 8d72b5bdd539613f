import { CreateButton, List } from '@refinedev/antd';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import { useLanguage } from '../../i18n/language-store.ts';
import { useEditableList } from './editable-list.ts';
import { LocalisedFields, localisedBody, type Texts } from './localised-fields.tsx';
import { SearchBox, SortField } from './list-parts.tsx';
import { consolePagination } from './pagination.ts';
import { pickText } from './pick-text.ts';
import { RecordDialog } from './record-dialog.tsx';
import { RowActions } from './row-actions.tsx';
import { schemaRule } from './schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

export interface NamedRow {
  id: string;
  name: Texts;
  sort?: number;
}
interface NameValues {
  name: Texts;
  sort?: number | null;
}

const bodyOf = (v: NameValues) => ({
  name: localisedBody(v.name),
  ...(v.sort === null || v.sort === undefined ? {} : { sort: v.sort }),
});

/**
 * A list of things that are a name in four languages (categories, topics, music genres): new, edit
 * and remove in dialogs (each as the feature allows), optionally searched by keyword and ordered.
 */
export function NameList<R extends NamedRow>(props: {
  /** Below `/api/console/`. */
  path: string;
  title: string;
  noun: string;
  max: number;
  schema: ZodType;
  sort?: boolean;
  editable?: boolean;
  removable?: boolean;
  searchable?: boolean;
  columns?: ReactNode;
}) {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const { tableProps, setFilters, editing, setEditing, save, closeDialog, removeRow } = useEditableList<R>(
    props.path,
  );
  const rule = schemaRule(props.schema, bodyOf);
  return (
    <List
      title={props.title}
      headerButtons={
        <CreateButton onClick={() => setEditing('new')}>
          {t('console.new', { noun: props.noun })}
        </CreateButton>
      }
    >
      {props.searchable ? (
        <div style={{ marginBottom: 16 }}>
          <SearchBox
            label={t('console.search')}
            onSearch={(q) => setFilters(q ? [{ field: 'keyword', operator: 'eq', value: q }] : [], 'replace')}
          />
        </div>
      ) : null}
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<R> title={t('console.name')} render={(_, r) => pickText(r.name, lang)} />
        {props.sort ? <Table.Column<R> title={t('console.sort')} align="right" dataIndex="sort" /> : null}
        {props.columns}
        {props.editable || props.removable ? (
          <Table.Column<R>
            title={t('console.actions')}
            render={(_, r) => (
              <RowActions
                name={pickText(r.name, lang)}
                onEdit={props.editable ? () => setEditing(r) : undefined}
                onRemove={props.removable ? () => removeRow(r, pickText(r.name, lang)) : undefined}
              />
            )}
          />
        ) : null}
      </Table>
      {editing ? (
        <RecordDialog<NameValues>
          title={
            editing === 'new'
              ? t('console.new', { noun: props.noun })
              : t('console.editName', { name: pickText(editing.name, lang) })
          }
          initialValues={editing === 'new' ? {} : { name: editing.name, sort: editing.sort }}
          onSave={(v) => save(bodyOf(v), bodyOf(v).name.en_US)}
          onClose={closeDialog}
        >
          <LocalisedFields
            rule={rule}
            fields={[{ name: 'name', label: (l) => t('console.nameIn', { lang: l }), max: props.max }]}
          />
          {props.sort ? <SortField rule={rule} /> : null}
        </RecordDialog>
      ) : null}
    </List>
  );
}
