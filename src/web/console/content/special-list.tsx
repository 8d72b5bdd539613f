import { CreateButton, List } from '@refinedev/antd';
import { Form, Space, Table } from 'antd';
import type { z } from 'zod';
import { BrandSpecialSaveSchema, type ConsoleBrandSpecialSchema } from '../../../shared/schemas/content.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useEditableList } from '../components/editable-list.ts';
import { ImageField } from '../components/images-field.tsx';
import { LocalisedFields, localisedBody, type Texts } from '../components/localised-fields.tsx';
import { SortField } from '../components/list-parts.tsx';
import { consolePagination } from '../components/pagination.ts';
import { pickText } from '../components/pick-text.ts';
import { RecordDialog } from '../components/record-dialog.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

type Special = z.infer<typeof ConsoleBrandSpecialSchema>;
interface SpecialValues {
  name: Texts;
  description: Texts;
  logoUrl: string | null;
  coverUrl: string | null;
  sort?: number | null;
}

const specialBody = (v: SpecialValues) => ({
  name: localisedBody(v.name),
  description: localisedBody(v.description),
  logoUrl: v.logoUrl ?? null,
  coverUrl: v.coverUrl ?? null,
  sort: v.sort ?? 0,
});
const rule = schemaRule(BrandSpecialSaveSchema, specialBody);

/** Brand specials: a brand's own page (logo, cover, story) that articles and brands link to. */
export default function SpecialList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const { tableProps, editing, setEditing, save, closeDialog, removeRow } =
    useEditableList<Special>('content/brandSpecials');
  return (
    <List
      title={t('content.specials')}
      headerButtons={<CreateButton onClick={() => setEditing('new')}>{t('content.newSpecial')}</CreateButton>}
    >
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<Special>
          title={t('content.cover')}
          render={(_, s) =>
            s.coverUrl ? (
              <img className="vc-console-banner" src={s.coverUrl} alt="" width={128} height={48} />
            ) : null
          }
        />
        <Table.Column<Special>
          title={t('console.name')}
          render={(_, s) => (
            <Space>
              {s.logoUrl ? (
                <img className="vc-console-thumb" src={s.logoUrl} alt="" width={48} height={48} />
              ) : null}
              {pickText(s.name, lang)}
            </Space>
          )}
        />
        <Table.Column<Special>
          title={t('content.description')}
          render={(_, s) => <span className="vc-console-clamp">{pickText(s.description, lang)}</span>}
        />
        <Table.Column<Special> title={t('console.sort')} align="right" dataIndex="sort" />
        <Table.Column<Special>
          title={t('console.actions')}
          render={(_, s) => (
            <RowActions
              name={pickText(s.name, lang)}
              onEdit={() => setEditing(s)}
              onRemove={() => removeRow(s, pickText(s.name, lang))}
            />
          )}
        />
      </Table>
      {editing ? (
        <RecordDialog<SpecialValues>
          width={640}
          title={
            editing === 'new'
              ? t('content.newSpecial')
              : t('console.editName', { name: pickText(editing.name, lang) })
          }
          initialValues={editing === 'new' ? { logoUrl: null, coverUrl: null, sort: 0 } : editing}
          onSave={(v) => save(specialBody(v), localisedBody(v.name).en_US)}
          onClose={closeDialog}
        >
          <LocalisedFields
            rule={rule}
            fields={[
              { name: 'name', label: (l) => t('console.nameIn', { lang: l }), max: 60 },
              {
                name: 'description',
                label: (l) => t('content.descriptionIn', { lang: l }),
                max: 2000,
                multiline: true,
              },
            ]}
          />
          <Space size="large" wrap align="start">
            <Form.Item label={t('content.logo')} name="logoUrl">
              <ImageField />
            </Form.Item>
            <Form.Item label={t('content.cover')} name="coverUrl">
              <ImageField />
            </Form.Item>
          </Space>
          <SortField rule={rule} />
        </RecordDialog>
      ) : null}
    </List>
  );
}
