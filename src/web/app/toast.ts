import type { CSSProperties } from 'react';
import { nextPopupZ } from './layers.ts';

/** Toasts load on first use, keeping antd-mobile's popup machinery out of the first page load. */
export async function toast(content: string, icon?: 'success' | 'fail'): Promise<void> {
  const { default: Toast } = await import('antd-mobile/es/components/toast');
  // antd-mobile reads its mask's stacking from `--z-index`.
  const maskStyle = { '--z-index': String(nextPopupZ()) } as CSSProperties;
  Toast.show({ content, maskStyle, ...(icon ? { icon } : {}) });
}
