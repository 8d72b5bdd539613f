import { useEffect, useRef } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { isAbort, uploadImage, type UploadHandle } from '../api/upload-api.ts';
import {
  admitFiles,
  imageSlotsLeft,
  insertBlocks,
  pendingImage,
  removeBlock,
  updateBlock,
  type DraftBlock,
  type ImageDraft,
} from './editor-blocks.ts';

/** Blocks are changed through this; `touch` says whether the draft changed (not mere progress). */
export type UpdateBlocks = (fn: (blocks: DraftBlock[]) => DraftBlock[], touch: boolean) => void;

/**
 * Picture uploads of a form: each becomes an image block at once (with its local preview and real
 * progress), can be cancelled while on its way, retried when it failed, or removed.
 */
export function useUploads(
  blocksRef: { readonly current: DraftBlock[] },
  update: UpdateBlocks,
  notify: (text: string) => void,
) {
  const t = useT();
  const msg = useMsg();
  const running = useRef(new Map<string, { file: File; handle: UploadHandle | null }>());

  useEffect(() => {
    const map = running.current;
    return () => {
      for (const { handle } of map.values()) handle?.cancel();
    };
  }, []);

  function start(key: string, file: File) {
    const handle = uploadImage(file, (progress) =>
      update((bs) => updateBlock<ImageDraft>(bs, key, { progress }), false),
    );
    running.current.set(key, { file, handle });
    handle.promise.then(
      (img) => {
        running.current.delete(key);
        update(
          (bs) => updateBlock<ImageDraft>(bs, key, { state: 'done', progress: 1, error: null, ...img }),
          true,
        );
      },
      (err: unknown) => {
        if (isAbort(err)) return;
        running.current.set(key, { file, handle: null });
        const error = errorMessage(err, t('error.request'));
        update((bs) => updateBlock<ImageDraft>(bs, key, { state: 'failed', error }), false);
      },
    );
  }

  function add(files: readonly File[], afterKey?: string) {
    const { ok, refused } = admitFiles(files, imageSlotsLeft(blocksRef.current));
    if (refused.includes('type')) notify(msg('validation.image'));
    else if (refused.includes('size')) notify(msg('error.payloadTooLarge'));
    else if (refused.includes('count')) notify(msg('content.imagesMax', { max: 10 }));
    if (ok.length === 0) return;
    const added = ok.map((file) => ({ file, block: pendingImage(URL.createObjectURL(file)) }));
    update(
      (bs) =>
        insertBlocks(
          bs,
          added.map((a) => a.block),
          afterKey,
        ),
      false,
    );
    for (const a of added) start(a.block.key, a.file);
  }

  function drop(key: string) {
    const entry = running.current.get(key);
    entry?.handle?.cancel();
    running.current.delete(key);
    const block = blocksRef.current.find((b) => b.key === key);
    if (block?.type === 'image' && block.preview) URL.revokeObjectURL(block.preview);
    // Removing a finished picture changes the draft; cancelling one on its way does not.
    update((bs) => removeBlock(bs, key), block?.type === 'image' && block.state === 'done');
  }

  function retry(key: string) {
    const entry = running.current.get(key);
    if (!entry) return;
    update((bs) => updateBlock<ImageDraft>(bs, key, { state: 'uploading', progress: 0, error: null }), false);
    start(key, entry.file);
  }

  return { add, remove: drop, cancel: drop, retry };
}
