import { toast } from '../../app/toast.ts';

/**
 * The system share sheet where there is one, else the link to the clipboard; a member who closes the
 * sheet is not told anything. `copied` and `failed` are the interface's texts.
 */
export async function shareLink(
  url: string,
  title: string,
  texts: { copied: string; failed: string },
): Promise<void> {
  try {
    if (typeof navigator.share === 'function') await navigator.share({ title, url });
    else {
      await navigator.clipboard.writeText(url);
      void toast(texts.copied, 'success');
    }
  } catch (err) {
    if ((err as Error).name !== 'AbortError') void toast(texts.failed, 'fail');
  }
}
