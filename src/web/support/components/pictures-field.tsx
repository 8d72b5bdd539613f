import { useEffect, useRef, useState } from 'react';
import { toast } from '../../app/toast.ts';
import {
  fromSavedBlocks,
  imageBlocks,
  uploadsPending,
  type DraftBlock,
} from '../../content/components/editor-blocks.ts';
import { UploadGrid } from '../../content/components/upload-grid.tsx';
import { useUploads, type UpdateBlocks } from '../../content/components/upload-queue.ts';
import '../../content/editor.css';

const doneUrls = (blocks: readonly DraftBlock[]) =>
  imageBlocks(blocks).flatMap((b) => (b.state === 'done' && b.url ? [b.url] : []));

/**
 * Pictures of a support form (up to 10): each uploads at once with its progress, can be cancelled,
 * retried, moved or removed. `initial` are finished uploads (a restored draft); `onUrls` hears the
 * finished urls whenever they change.
 */
export function usePictures(initial: readonly string[], onUrls: (urls: string[]) => void) {
  const [blocks, setBlocks] = useState<DraftBlock[]>(() =>
    fromSavedBlocks(initial.map((url) => ({ type: 'image', url, width: 0, height: 0 }))),
  );
  const blocksRef = useRef<DraftBlock[]>(blocks);
  const listener = useRef(onUrls);
  useEffect(() => {
    listener.current = onUrls;
  });
  const update: UpdateBlocks = (fn) => {
    const before = doneUrls(blocksRef.current);
    const next = fn(blocksRef.current);
    blocksRef.current = next;
    setBlocks(next);
    const urls = doneUrls(next);
    if (urls.join('\n') !== before.join('\n')) listener.current(urls);
  };
  const uploads = useUploads(blocksRef, update, (text) => void toast(text, 'fail'));
  return {
    pending: uploadsPending(blocks),
    field: (error?: string) => <UploadGrid blocks={blocks} update={update} uploads={uploads} error={error} />,
  };
}
