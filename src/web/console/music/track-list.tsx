import { CreateButton, List, useTable } from '@refinedev/antd';
import { App, Button, Form, Input, Progress, Select, Switch, Table, Upload } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { CreatedSchema } from '../../../shared/schemas/ids.ts';
import {
  ConsoleMusicGenreListSchema,
  MUSIC_MAX_BYTES,
  MUSIC_TITLE_MAX,
  MusicTrackFieldsSchema,
  type ConsoleMusicTrackSchema,
} from '../../../shared/schemas/reels.ts';
import { request } from '../../api/client.ts';
import { ApiError } from '../../api/api-error.ts';
import { uploadFile, type UploadHandle } from '../../api/upload.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useConfirmAction } from '../components/confirm-action.ts';
import { consolePagination } from '../components/pagination.ts';
import { pickText } from '../components/pick-text.ts';
import { RecordDialog } from '../components/record-dialog.tsx';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

type Track = z.infer<typeof ConsoleMusicTrackSchema>;
interface UploadValues {
  genreId?: string;
  title?: string;
  artist?: string;
  file?: File | null;
}
const fieldsOf = (v: UploadValues) => ({
  genreId: v.genreId ?? '',
  title: v.title ?? '',
  artist: v.artist ?? '',
});
const rule = schemaRule(MusicTrackFieldsSchema, fieldsOf);
const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)}:${String(Math.round(ms / 1000) % 60).padStart(2, '0')}`;

function useGenres() {
  const lang = useLanguage((s) => s.language);
  const genres = useQuery({
    queryKey: ['console', 'music', 'genres'],
    queryFn: () =>
      request('GET', '/console/music/genres', undefined, { schema: ConsoleMusicGenreListSchema }),
  });
  const options = (genres.data?.list ?? []).map((g) => ({ value: g.id, label: pickText(g.name, lang) }));
  return { options, nameOf: (id: string) => options.find((o) => o.value === id)?.label ?? '—' };
}

/** The audio file: chosen here, sent with the other fields when the dialog is saved. */
function AudioFile({ value, onChange }: { value?: File | null; onChange?: (f: File | null) => void }) {
  const t = useConsoleT();
  return (
    <Upload
      accept="audio/*,.mp3,.m4a,.aac,.wav,.ogg,.flac"
      maxCount={1}
      fileList={value ? [{ uid: 'file', name: value.name, status: 'done' }] : []}
      beforeUpload={(file) => {
        onChange?.(file);
        return false;
      }}
      onRemove={() => onChange?.(null)}
    >
      <Button>{t('music.chooseFile')}</Button>
    </Upload>
  );
}

/** Reel music: every track with its genre and length, played here, switched off or on, and uploaded. */
export default function TrackList() {
  const t = useConsoleT();
  const { message } = App.useApp();
  const genres = useGenres();
  const { confirm } = useConfirmAction();
  const [genreId, setGenreId] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { tableProps, tableQuery, setFilters } = useTable<Track>({
    resource: 'music/tracks',
    syncWithLocation: false,
  });
  const refetch = () => void tableQuery.refetch();
  const setActive = (track: Track, active: boolean) =>
    confirm({
      title: t(active ? 'music.onTitle' : 'music.offTitle', { title: track.title }),
      content: t(active ? 'music.onConfirm' : 'music.offConfirm', {
        title: track.title,
        artist: track.artist,
      }),
      okText: t(active ? 'music.switchOn' : 'music.switchOff'),
      danger: !active,
      run: async () => {
        await request('PUT', `/console/music/tracks/${track.id}`, { active });
        return t(active ? 'music.switchedOn' : 'music.switchedOff', { title: track.title });
      },
      done: refetch,
    });
  // The transfer under way, stopped when the dialog is cancelled.
  const transfer = useRef<UploadHandle<unknown> | null>(null);
  const upload = async (v: UploadValues) => {
    const fileError = (msg: string) =>
      new ApiError(400, msg, { fields: [{ field: 'file', key: 'validation.invalid', msg }] });
    if (!v.file) throw fileError(t('music.fileRequired'));
    if (v.file.size > MUSIC_MAX_BYTES)
      throw fileError(t('music.tooBig', { mb: MUSIC_MAX_BYTES / 1024 / 1024 }));
    setProgress(0);
    transfer.current = uploadFile(
      '/api/console/music/tracks',
      v.file,
      (f) => setProgress(Math.round(f * 100)),
      CreatedSchema,
      fieldsOf(v),
    );
    try {
      await transfer.current.promise;
    } finally {
      transfer.current = null;
      setProgress(null);
    }
    return t('music.uploaded', { title: v.title ?? '' });
  };
  return (
    <List
      title={t('music.tracks')}
      headerButtons={<CreateButton onClick={() => setUploading(true)}>{t('music.upload')}</CreateButton>}
    >
      <Select
        aria-label={t('music.genre')}
        allowClear
        placeholder={t('music.anyGenre')}
        style={{ width: 240, marginBottom: 16 }}
        options={genres.options}
        value={genreId}
        onChange={(v?: string) => {
          setGenreId(v);
          setFilters(v ? [{ field: 'genreId', operator: 'eq', value: v }] : [], 'replace');
        }}
      />
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<Track>
          title={t('music.track')}
          render={(_, r) => (
            <>
              <div>{r.title}</div>
              <div className="ant-typography ant-typography-secondary">{r.artist}</div>
            </>
          )}
        />
        <Table.Column<Track> title={t('music.genre')} render={(_, r) => genres.nameOf(r.genreId)} />
        <Table.Column<Track>
          title={t('music.length')}
          align="right"
          render={(_, r) => minutes(r.durationMs)}
        />
        <Table.Column<Track>
          title={t('music.listen')}
          render={(_, r) => (
            <audio
              controls
              preload="none"
              src={r.url}
              aria-label={t('music.play', { title: r.title })}
              style={{ height: 32 }}
            />
          )}
        />
        <Table.Column<Track>
          title={t('music.active')}
          render={(_, r) => (
            <Switch
              checked={r.active}
              aria-label={`${t('music.active')} · ${r.title}`}
              onChange={(on) => void setActive(r, on)}
            />
          )}
        />
      </Table>
      {uploading ? (
        <RecordDialog<UploadValues>
          title={t('music.upload')}
          okText={t('music.uploadOk')}
          initialValues={{ genreId }}
          onSave={upload}
          onClose={(saved) => {
            setUploading(false);
            if (saved) refetch();
            else if (transfer.current) {
              transfer.current.cancel();
              void message.info(t('music.cancelled'));
            }
          }}
        >
          <Form.Item
            label={t('music.genre')}
            name="genreId"
            rules={[{ required: true, message: t('console.required') }, rule]}
          >
            <Select options={genres.options} style={{ width: 280 }} />
          </Form.Item>
          <Form.Item
            label={t('music.title')}
            name="title"
            rules={[{ required: true, message: t('console.required') }, rule]}
          >
            <Input maxLength={MUSIC_TITLE_MAX} />
          </Form.Item>
          <Form.Item
            label={t('music.artist')}
            name="artist"
            rules={[{ required: true, message: t('console.required') }, rule]}
          >
            <Input maxLength={MUSIC_TITLE_MAX} />
          </Form.Item>
          <Form.Item
            label={t('music.file')}
            name="file"
            extra={t('music.fileHint', { mb: MUSIC_MAX_BYTES / 1024 / 1024 })}
            rules={[{ required: true, message: t('console.required') }]}
          >
            <AudioFile />
          </Form.Item>
          {progress === null ? null : (
            <Progress percent={progress} aria-label={t('prizes.uploading', { percent: progress })} />
          )}
        </RecordDialog>
      ) : null}
    </List>
  );
}
