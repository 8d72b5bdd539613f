import Toast from 'antd-mobile/es/components/toast';
import { useRef } from 'react';
import { AVATAR_MAX_BYTES } from '../../../shared/limits.ts';
import { useMsg } from '../../i18n/i18n.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * A button that opens the file chooser for a profile picture (avatar, background): the server's
 * types and size cap are checked here first, so a wrong file is told at once, not after an upload.
 */
export function PicturePicker(props: {
  label: string;
  busy: boolean;
  testId: string;
  onPick: (file: File) => Promise<void>;
}) {
  const msg = useMsg();
  const fileRef = useRef<HTMLInputElement>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return void Toast.show({ content: msg('validation.image') });
    if (file.size > AVATAR_MAX_BYTES) return void Toast.show({ content: msg('error.payloadTooLarge') });
    await props.onPick(file);
    if (fileRef.current) fileRef.current.value = '';
  };

  return (
    <>
      <button
        type="button"
        className="vc-button vc-button--soft"
        disabled={props.busy}
        onClick={() => fileRef.current?.click()}
      >
        {props.label}
      </button>
      <input
        ref={fileRef}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        data-testid={props.testId}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
    </>
  );
}
