import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import type { UploadedImage } from '../../../shared/schemas/content.ts';
import { uploadImage } from '../../content/api/upload-api.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

/** Uploads a picture chosen in an antd `Upload`, with progress; errors said in the admin's language. */
export function useImageUpload(onDone: (img: UploadedImage) => void) {
  const t = useConsoleT();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<number | null>(null);
  const customRequest = ({ file }: { file: unknown }) => {
    setProgress(0);
    uploadImage(file as File, (f) => setProgress(Math.round(f * 100)))
      .promise.then(onDone)
      .catch((err: unknown) => void message.error(errorMessage(err, t('console.loadFailed'))))
      .finally(() => setProgress(null));
  };
  return { progress, customRequest };
}

/** Pictures as a list of URLs: each shown, removable, and new ones uploaded with progress. */
export function ImagesField({
  value = [],
  onChange,
  max = 10,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  max?: number;
}) {
  const t = useConsoleT();
  const { progress, customRequest } = useImageUpload((img) => onChange?.([...value, img.url]));
  return (
    <div className="vc-console-images">
      {value.map((url, i) => (
        <figure key={url} style={{ margin: 0, position: 'relative' }}>
          <img className="vc-console-thumb" src={url} alt="" width={48} height={48} />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('prizes.removeImage', { n: i + 1 })}
            onClick={() => onChange?.(value.filter((_, j) => j !== i))}
          />
        </figure>
      ))}
      {value.length >= max ? null : (
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif"
          showUploadList={false}
          customRequest={customRequest}
        >
          <Button icon={<UploadOutlined />} disabled={progress !== null}>
            {t('prizes.upload')}
          </Button>
        </Upload>
      )}
      {progress === null ? null : (
        <Progress
          percent={progress}
          size="small"
          style={{ width: 160 }}
          aria-label={t('prizes.uploading', { percent: progress })}
        />
      )}
    </div>
  );
}

/** One picture (a cover) as a URL or null. */
export function ImageField({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?: (v: string | null) => void;
}) {
  return <ImagesField value={value ? [value] : []} onChange={(v) => onChange?.(v.at(-1) ?? null)} max={1} />;
}
