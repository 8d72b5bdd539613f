import { CreateButton, List } from '@refinedev/antd';
import { DatePicker, Form, Input, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import type { z } from 'zod';
import { BannerSaveSchema, type ConsoleBannerSchema } from '../../../shared/schemas/content.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useEditableList } from '../components/editable-list.ts';
import { ImageField } from '../components/images-field.tsx';
import { LocalisedFields, localisedBody, type Texts } from '../components/localised-fields.tsx';
import { isoToLondon, londonText, londonToIso } from '../components/london-time.ts';
import { SortField } from '../components/list-parts.tsx';
import { consolePagination } from '../components/pagination.ts';
import { pickText } from '../components/pick-text.ts';
import { RecordDialog } from '../components/record-dialog.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

type Banner = z.infer<typeof ConsoleBannerSchema>;
interface BannerValues {
  title: Texts;
  imageUrl: string | null;
  link?: string;
  sort?: number | null;
  startAt?: Dayjs | null;
  endAt?: Dayjs | null;
}

const bannerBody = (v: BannerValues) => ({
  title: localisedBody(v.title),
  imageUrl: v.imageUrl ?? '',
  link: v.link?.trim() || null,
  sort: v.sort ?? 0,
  startAt: v.startAt ? londonToIso(v.startAt) : null,
  endAt: v.endAt ? londonToIso(v.endAt) : null,
});
const rule = schemaRule(BannerSaveSchema, bannerBody);

/** Where a banner is in its schedule now. */
function stateOf(b: Banner, now = Date.now()): 'live' | 'scheduled' | 'ended' {
  if (b.startAt && Date.parse(b.startAt) > now) return 'scheduled';
  if (b.endAt && Date.parse(b.endAt) <= now) return 'ended';
  return 'live';
}
const STATE_COLOURS = { live: 'green', scheduled: 'blue', ended: undefined } as const;

/** The home page's banners: picture, where it leads, order and when it shows (London time). */
export default function BannerList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const { tableProps, editing, setEditing, save, closeDialog, removeRow } =
    useEditableList<Banner>('content/banners');
  const when = (iso: string | null) => (iso ? londonText(iso, lang) : '—');
  return (
    <List
      title={t('content.banners')}
      headerButtons={<CreateButton onClick={() => setEditing('new')}>{t('content.newBanner')}</CreateButton>}
    >
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<Banner>
          title={t('prizes.image')}
          render={(_, b) => (
            <img className="vc-console-banner" src={b.imageUrl} alt="" width={128} height={48} />
          )}
        />
        <Table.Column<Banner> title={t('content.bannerTitle')} render={(_, b) => pickText(b.title, lang)} />
        <Table.Column<Banner> title={t('content.link')} render={(_, b) => b.link ?? '—'} />
        <Table.Column<Banner> title={t('console.sort')} align="right" dataIndex="sort" />
        <Table.Column<Banner>
          title={t('content.schedule')}
          render={(_, b) => (
            <Space direction="vertical" size={0}>
              <Tag color={STATE_COLOURS[stateOf(b)]}>{t(`content.banner.${stateOf(b)}`)}</Tag>
              <span>
                {when(b.startAt)} → {when(b.endAt)}
              </span>
            </Space>
          )}
        />
        <Table.Column<Banner>
          title={t('console.actions')}
          render={(_, b) => (
            <RowActions
              name={pickText(b.title, lang)}
              onEdit={() => setEditing(b)}
              onRemove={() => removeRow(b, pickText(b.title, lang))}
            />
          )}
        />
      </Table>
      {editing ? (
        <RecordDialog<BannerValues>
          width={640}
          title={
            editing === 'new'
              ? t('content.newBanner')
              : t('console.editName', { name: pickText(editing.title, lang) })
          }
          initialValues={
            editing === 'new'
              ? { imageUrl: null, sort: 0 }
              : {
                  title: editing.title,
                  imageUrl: editing.imageUrl,
                  link: editing.link ?? undefined,
                  sort: editing.sort,
                  startAt: editing.startAt ? isoToLondon(editing.startAt) : null,
                  endAt: editing.endAt ? isoToLondon(editing.endAt) : null,
                }
          }
          onSave={(v) => save(bannerBody(v), localisedBody(v.title).en_US)}
          onClose={closeDialog}
        >
          <LocalisedFields
            rule={rule}
            fields={[{ name: 'title', label: (l) => t('content.bannerTitleIn', { lang: l }), max: 100 }]}
          />
          <Form.Item
            label={t('prizes.image')}
            name="imageUrl"
            extra={t('content.bannerImageHint')}
            rules={[{ required: true, message: t('console.required') }]}
          >
            <ImageField />
          </Form.Item>
          <Form.Item label={t('content.link')} name="link" extra={t('content.linkHint')} rules={[rule]}>
            <Input maxLength={500} placeholder="/article/12" />
          </Form.Item>
          <SortField rule={rule} />
          <Space size="large" wrap>
            <Form.Item
              label={t('content.startAt')}
              name="startAt"
              extra={t('content.londonTime')}
              rules={[rule]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
            </Form.Item>
            <Form.Item label={t('content.endAt')} name="endAt" rules={[rule]}>
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
            </Form.Item>
          </Space>
        </RecordDialog>
      ) : null}
    </List>
  );
}
