import { CreateButton, List } from '@refinedev/antd';
import { Table, Typography } from 'antd';
import { formatDateTime } from '../../../shared/dates.ts';
import { SystemNoticeSaveSchema } from '../../../shared/schemas/social.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useEditableList } from '../components/editable-list.ts';
import { LocalisedFields, localisedBody, type Texts } from '../components/localised-fields.tsx';
import { pickText } from '../components/pick-text.ts';
import { RecordDialog } from '../components/record-dialog.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

interface NoticeRow {
  id: string;
  type: number;
  title: Texts;
  body: Texts;
  publishedAt: string;
}
interface NoticeValues {
  title: Texts;
  body: Texts;
}

const bodyOf = (v: NoticeValues) => ({ title: localisedBody(v.title), body: localisedBody(v.body) });
const rule = schemaRule(SystemNoticeSaveSchema, bodyOf);

/**
 * `/console/notices`: the brand's system notices (`/api/console/notices`), shown to every member on
 * the bell's System tab. Written in four languages and published at once; the API has no edit, so a
 * notice is withdrawn (and written anew) rather than changed.
 */
export default function NoticeList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const { tableProps, editing, setEditing, save, closeDialog, removeRow } =
    useEditableList<NoticeRow>('notices');
  return (
    <List
      title={t('notices.title')}
      headerButtons={<CreateButton onClick={() => setEditing('new')}>{t('notices.new')}</CreateButton>}
    >
      <Typography.Paragraph type="secondary">{t('notices.hint')}</Typography.Paragraph>
      <Table {...tableProps} pagination={false} rowKey="id">
        <Table.Column<NoticeRow>
          title={t('notices.notice')}
          render={(_, n) => (
            <>
              <div data-testid="notice-title">{pickText(n.title, lang)}</div>
              <Typography.Text type="secondary">{pickText(n.body, lang)}</Typography.Text>
            </>
          )}
        />
        <Table.Column<NoticeRow>
          title={t('notices.published')}
          render={(_, n) => formatDateTime(n.publishedAt, lang)}
        />
        <Table.Column<NoticeRow>
          title={t('console.actions')}
          render={(_, n) => (
            <RowActions
              name={pickText(n.title, lang)}
              onRemove={() => removeRow(n, pickText(n.title, lang))}
            />
          )}
        />
      </Table>
      {editing === 'new' ? (
        <RecordDialog<NoticeValues>
          title={t('notices.new')}
          okText={t('notices.publish')}
          onSave={(v) => save(bodyOf(v), bodyOf(v).title.en_US)}
          onClose={closeDialog}
        >
          <LocalisedFields
            rule={rule}
            fields={[
              { name: 'title', label: (l) => t('notices.titleIn', { lang: l }), max: 120 },
              { name: 'body', label: (l) => t('notices.bodyIn', { lang: l }), max: 2000, multiline: true },
            ]}
          />
        </RecordDialog>
      ) : null}
    </List>
  );
}
