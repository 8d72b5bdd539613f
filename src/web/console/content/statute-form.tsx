import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Progress, Select, Space, Switch, Upload, type FormProps } from 'antd';

import {
  ArticleSaveSchema,
  SUBHEADINGS_MAX,
  TITLE_CHARS_MAX,
  type Block,
  type ConsoleStatute,
} from '../../../shared/schemas/content.ts';
import { useImageUpload } from '../components/images-field.tsx';

import { checkField, schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

type Picture = { url: string; width: number; height: number };
interface BlockValues {
  type: Block['type'];
  text?: string;
  picture?: Picture | null;
}
export interface StatuteValues {
  title: string;
  subheadings?: string;
  blocks: BlockValues[];
  publish: boolean;
}

const toBlock = (b: BlockValues): Block =>
  b.type === 'image'
    ? {
        type: 'image',
        url: b.picture?.url ?? '',
        width: b.picture?.width ?? 1,
        height: b.picture?.height ?? 1,
      }
    : { type: b.type, text: b.text ?? '' };

/** The form's values as the body of `POST/PUT /api/console/content/statutes`. */
export const statuteBody = (v: StatuteValues) => ({
  type: 'article' as const,
  title: v.title ?? '',
  subheadings: v.subheadings?.trim() || null,
  blocks: (v.blocks ?? []).map(toBlock),
  source: 'original' as const,
  draft: !v.publish,
});

export const statuteValues = (s: ConsoleStatute): StatuteValues => ({
  title: s.title,
  subheadings: s.subheadings ?? undefined,
  blocks: s.blocks.map((b) =>
    b.type === 'image' ? { type: 'image', picture: b } : { type: b.type, text: b.text },
  ),
  publish: s.status === 'published',
});

const rule = schemaRule(ArticleSaveSchema, statuteBody);

/** One picture of the body: uploaded with progress, kept with its size. */
function PictureBlock({ value, onChange }: { value?: Picture | null; onChange?: (v: Picture) => void }) {
  const t = useConsoleT();
  const { progress, customRequest } = useImageUpload((img) => onChange?.(img));
  return (
    <Space>
      {value ? <img className="vc-console-banner" src={value.url} alt="" width={128} height={48} /> : null}
      <Upload
        accept="image/jpeg,image/png,image/webp,image/gif"
        showUploadList={false}
        customRequest={customRequest}
      >
        <Button disabled={progress !== null}>
          {value ? t('statutes.replacePicture') : t('prizes.upload')}
        </Button>
      </Upload>
      {progress === null ? null : <Progress percent={progress} size="small" style={{ width: 160 }} />}
    </Space>
  );
}

/** A statute page: title, lead and a body of paragraphs, headings and pictures, in the admin's language. */
export function StatuteForm({ formProps }: { formProps: FormProps }) {
  const t = useConsoleT();
  return (
    <Form
      {...formProps}
      layout="vertical"
      style={{ maxWidth: 860 }}
      initialValues={formProps.initialValues ?? { blocks: [{ type: 'paragraph', text: '' }], publish: false }}
    >
      <Form.Item
        label={t('statutes.title')}
        name="title"
        extra={t('statutes.titleHint')}
        rules={[{ required: true, message: t('console.required') }, rule]}
      >
        <Input.TextArea autoSize maxLength={TITLE_CHARS_MAX} />
      </Form.Item>
      <Form.Item label={t('statutes.subheadings')} name="subheadings" rules={[rule]}>
        <Input.TextArea autoSize maxLength={SUBHEADINGS_MAX} />
      </Form.Item>
      <Form.Item label={t('statutes.body')} required>
        <Form.List
          name="blocks"
          rules={[
            {
              validator: () =>
                checkField(
                  ArticleSaveSchema,
                  statuteBody(formProps.form?.getFieldsValue(true) as StatuteValues),
                  'blocks',
                ),
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field, i) => (
                <Card key={field.key} size="small">
                  <Space align="start" style={{ width: '100%' }}>
                    <Form.Item name={[field.name, 'type']} noStyle>
                      <Select
                        aria-label={t('statutes.blockType', { n: i + 1 })}
                        style={{ width: 140 }}
                        options={(['paragraph', 'heading', 'image'] as const).map((k) => ({
                          value: k,
                          label: t(`statutes.block.${k}`),
                        }))}
                      />
                    </Form.Item>
                    <Form.Item noStyle shouldUpdate>
                      {({ getFieldValue }) =>
                        getFieldValue(['blocks', field.name, 'type']) === 'image' ? (
                          <Form.Item name={[field.name, 'picture']} noStyle>
                            <PictureBlock />
                          </Form.Item>
                        ) : (
                          <Form.Item name={[field.name, 'text']} noStyle>
                            <Input.TextArea
                              aria-label={t('statutes.blockText', { n: i + 1 })}
                              autoSize={{ minRows: 2 }}
                              style={{ width: 560 }}
                            />
                          </Form.Item>
                        )
                      }
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('statutes.removeBlock', { n: i + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                </Card>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ type: 'paragraph', text: '' })}>
                {t('statutes.addBlock')}
              </Button>
              <Form.ErrorList errors={errors} />
            </Space>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item
        label={t('statutes.publish')}
        name="publish"
        valuePropName="checked"
        extra={t('statutes.publishHint')}
      >
        <Switch />
      </Form.Item>
    </Form>
  );
}
